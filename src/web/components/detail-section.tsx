import { type ReactNode, useId } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** A titled block of a details dialog: label and value pairs, announced as a region named by its title. */
export function DetailSection({ title, details }: { title: string; details: Detail[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        {details.map(({ label, value }) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { ReactNode } from 'react';
import { TitledSection } from './titled-section';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** A titled block of a details dialog: label and value pairs, announced as a region named by its title. */
export function DetailSection({ title, details }: { title: string; details: Detail[] }) {
  return (
    <TitledSection title={title}>
      <dl className="grid gap-3 sm:grid-cols-2">
        {details.map(({ label, value }) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-sm break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}

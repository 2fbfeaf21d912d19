import { type ReactNode, useId } from 'react';

/**
 * A block announced as a region named by its heading. Without classes it is a bordered block of a details dialog
 * with a bold h3 title.
 */
export function TitledSection({
  title,
  heading: Heading = 'h3',
  className = 'grid gap-3 rounded-lg border p-4',
  headingClassName = 'font-semibold',
  children,
}: {
  title: string;
  heading?: 'h3' | 'h4' | 'h5';
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

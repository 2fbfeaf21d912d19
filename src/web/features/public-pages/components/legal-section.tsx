import type { ReactNode } from 'react';

export function LegalSection(props: { title: string; heading?: 'h2' | 'h3'; children: ReactNode }) {
  const Heading = props.heading ?? 'h2';
  return (
    <section>
      <Heading
        className={Heading === 'h2' ? 'text-2xl font-semibold tracking-tight' : 'text-lg font-semibold'}
      >
        {props.title}
      </Heading>
      <div className="mt-3">{props.children}</div>
    </section>
  );
}

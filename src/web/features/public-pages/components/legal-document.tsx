import type { ReactNode } from 'react';

export function LegalDocument(props: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{props.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated: {props.updated}</p>
      </header>
      <div className="mt-8 grid gap-10 leading-7 text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:mt-1.5 [&_p+p]:mt-3 [&_ul+p]:mt-3 [&_p+ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {props.children}
      </div>
    </article>
  );
}

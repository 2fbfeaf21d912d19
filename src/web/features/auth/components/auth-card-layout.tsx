import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/web/components/skip-link';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';

/** The centred card every sign-in, reset and invitation screen uses. */
export function AuthCardLayout(props: { title: string; description?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className="flex flex-1 items-center justify-center bg-muted/60 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">{props.title}</h1>
          {props.description ? <CardDescription>{props.description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{props.children}</CardContent>
      </Card>
    </main>
  );
}

export function AuthStatus({ text }: { text: string }) {
  return (
    <main id={MAIN_CONTENT_ID} className="flex flex-1 items-center justify-center bg-muted/60 px-4 py-12">
      <p role="status" className="text-lg text-muted-foreground">
        {text}
      </p>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** The centred card every sign-in, reset and invitation screen uses. */
export function AuthCardLayout(props: { title: string; description?: string; children: ReactNode }) {
  return (
    <main className="flex flex-1 items-center justify-center bg-muted/60 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <span className="block text-2xl">{props.title}</span>
          </CardTitle>
          {props.description ? <CardDescription>{props.description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{props.children}</CardContent>
      </Card>
    </main>
  );
}

export function AuthStatus({ text }: { text: string }) {
  return (
    <main className="flex flex-1 items-center justify-center bg-muted/60 px-4 py-12">
      <p role="status" className="text-lg text-muted-foreground">
        {text}
      </p>
    </main>
  );
}

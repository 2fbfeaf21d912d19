import { Clock, type LucideIcon, Mail, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { PROVIDER } from '@/web/features/public-pages/provider-details';

/** One way to reach the provider: its icon, its name and the details. */
function ContactWay({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div>
        <p className="font-medium">{title}</p>
        {children}
      </div>
    </div>
  );
}

export function ContactDetails() {
  return (
    <Card muted className="h-fit">
      <CardHeader>
        <CardTitle size="lg">Other ways to reach us</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        <ContactWay icon={Mail} title="Email">
          <a
            href={`mailto:${PROVIDER.email}`}
            className="text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {PROVIDER.email}
          </a>
        </ContactWay>
        <ContactWay icon={MapPin} title="Postal address">
          <address className="not-italic leading-6 text-muted-foreground">
            {PROVIDER.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </ContactWay>
        <ContactWay icon={Clock} title="Response time">
          <p className="text-muted-foreground">We aim to reply within two working days.</p>
        </ContactWay>
      </CardContent>
    </Card>
  );
}

import { Clock, Mail, MapPin } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { PROVIDER } from '@/web/features/public-pages/provider-details';

export function ContactDetails() {
  return (
    <Card className="h-fit bg-muted/40">
      <CardHeader>
        <CardTitle className="text-lg">Other ways to reach us</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        <div className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">Email</p>
            <a
              href={`mailto:${PROVIDER.email}`}
              className="text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {PROVIDER.email}
            </a>
          </div>
        </div>
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">Postal address</p>
            <address className="not-italic leading-6 text-muted-foreground">
              {PROVIDER.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </div>
        <div className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">Response time</p>
            <p className="text-muted-foreground">We aim to reply within two working days.</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

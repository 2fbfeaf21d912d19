import { Ban, ShieldAlert, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

const VALUES = [
  {
    icon: ShieldAlert,
    title: 'Stop Insurance Fraud',
    text: 'Check every device at the point of claim against blocklist, lock, police and ownership records before you pay out.',
  },
  {
    icon: Ban,
    title: 'Prevent Trading',
    text: 'Devices tied to settled claims are flagged to traders, so they cannot quietly be sold on.',
  },
  {
    icon: TrendingUp,
    title: 'Improve Recovery',
    text: 'Real-time intelligence on trader activity helps you trace devices and recover more after settlement.',
  },
];

export function ValueCards() {
  return (
    <section aria-label="What ClaimGuard does" className="mx-auto -mt-12 w-full max-w-6xl px-4 sm:px-6">
      <ul className="grid gap-6 md:grid-cols-3">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <CardHeader>
                <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <CardTitle size="lg" className="mt-3">
                  {title}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm leading-6 text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

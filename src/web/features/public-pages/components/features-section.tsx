import { Database, Plug, Radar, TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { BenefitsPanel } from './benefits-panel';

const DATA_SOURCES = [
  'Consumers',
  'Retailers',
  'Insurers',
  'Industry bodies',
  'Police',
  'Phone service providers',
  'Trader-activity intelligence',
];

const INFO_CARDS = [
  {
    icon: Database,
    title: 'Unrivalled data sources',
    text: 'Every check draws on records from across the mobile device lifecycle:',
    tags: DATA_SOURCES,
  },
  {
    icon: Radar,
    title: 'How we know about trading activity',
    text: 'Traders and recyclers check devices with us before they buy. Each search is recorded, so when a device linked to a claim is offered for sale, we know, and so do you.',
  },
  {
    icon: TriangleAlert,
    title: 'Why it is needed',
    text: 'False loss and theft claims, and replaced devices sold on after settlement, cost insurers and honest policyholders dearly. Checking at the point of claim stops the loss before it is paid.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6"
    >
      <div className="max-w-3xl">
        <h2 id="features-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Validate Mobile Device Insurance Claims
        </h2>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">
          ClaimGuard checks a phone's IMEI against network blocklists, device-lock status, device-history
          certificates, police records, ownership records and earlier searches by other insurers, all in one
          step.
        </p>
      </div>
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        {INFO_CARDS.map(({ icon: Icon, title, text, tags }) => (
          <Card key={title}>
            <CardHeader row className="items-center gap-3">
              <Icon className="size-6 shrink-0 text-primary" aria-hidden="true" />
              <h3 className="text-lg font-semibold">{title}</h3>
            </CardHeader>
            <CardContent>
              <p className="text-sm leading-6 text-muted-foreground">{text}</p>
              {tags ? (
                <ul className="mt-4 flex flex-wrap gap-2">
                  {tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="mt-8 flex items-start gap-3 rounded-xl border bg-muted/60 p-5 text-sm leading-6">
        <Plug className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Delivered your way.</strong> Use the ClaimGuard web interface, or
          integrate checks directly with your claim-handling systems.
        </span>
      </p>
      <BenefitsPanel />
    </section>
  );
}

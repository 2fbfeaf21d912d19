import { CircleCheck } from 'lucide-react';

const BENEFITS = [
  'Be better informed than the criminals',
  'Use intelligence from the trading community and the police',
  'Proactively monitor fraud patterns after a claim',
  'Securely match data with other insurers',
  'Prevent the trading of devices tied to settled claims',
  'Flag your interest in a device to traders, with alerts on linked trader activity',
];

export function BenefitsPanel() {
  return (
    <section
      aria-labelledby="benefits-heading"
      className="mt-12 rounded-2xl bg-primary p-8 text-primary-foreground sm:p-10"
    >
      <h3 id="benefits-heading" className="text-2xl font-bold tracking-tight">
        Benefits of use
      </h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3 leading-6">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-blue-200" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import type { CarrierCheck } from '@/domain/contracts/carrier-checks';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { CarrierCheckFields } from './carrier-check-fields';
import { CarrierOutcomeStatus } from './carrier-outcome-status';
import { DeviceImage } from './device-image';

/** The result of a carrier check: outcome, picture and every field, with room for the FinLock action. */
export function CarrierResultCard({ check, actions }: { check: CarrierCheck; actions?: ReactNode }) {
  return (
    <Card className="mt-6" role="region" aria-labelledby="carrier-result-title">
      <CardHeader row className="flex-wrap items-center justify-between gap-3 border-b">
        <CardTitle id="carrier-result-title">
          Device Check Result <span className="font-mono text-base font-normal">{check.imei}</span>
        </CardTitle>
        <CarrierOutcomeStatus check={check} />
      </CardHeader>
      <CardContent className="grid gap-6 pt-6 md:grid-cols-[auto_1fr]">
        <DeviceImage check={check} />
        <div className="grid content-start gap-6">
          <CarrierCheckFields check={check} />
          {actions}
        </div>
      </CardContent>
    </Card>
  );
}

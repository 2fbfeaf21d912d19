import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { carrierMessages } from '@/domain/carrier-messages';
import { PageHeader } from '@/web/components/page-header';
import { PoweredBy } from '@/web/components/powered-by';
import { ProviderDataBadges } from '@/web/components/provider-data-badges';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { useRunCarrierCheck } from '@/web/features/carrier-checks/api/carrier-checks';
import { describeFailure, serverAnswered } from '@/web/lib/describe-failure';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { CarrierCheckForm } from './carrier-check-form';
import { CarrierResultCard } from './carrier-result-card';

/** The carrier's or server's reason when there is one; a request that never got an answer is 'thrown'. */
function failureReason(error: Error): string {
  const { description } = describeFailure(
    error,
    { title: 'Check failed', description: carrierMessages.checkThrown },
    { saysWhy: serverAnswered },
  );
  return description || carrierMessages.checkError;
}

/** Draws the route's Request FinLock Removal action for a checked device whose lock may be removed. */
type RenderFinLockRequest = (carrierCheckId: string) => ReactNode;

/** Carrier Check (/dashboard/vz-check); a link with another ?imei= starts a fresh check. */
export function CarrierCheckPage({ renderFinLockRequest }: { renderFinLockRequest: RenderFinLockRequest }) {
  const [params] = useSearchParams();
  const imei = params.get('imei') ?? '';
  return <CarrierCheckScreen key={imei} initialImei={imei} renderFinLockRequest={renderFinLockRequest} />;
}

/** Idle, checking, result or error; New Search starts over. */
function CarrierCheckScreen({
  initialImei,
  renderFinLockRequest,
}: {
  initialImei: string;
  renderFinLockRequest: RenderFinLockRequest;
}) {
  const check = usePendingAtOnce(useRunCarrierCheck());

  return (
    <>
      <PageHeader title="Carrier Check" description="Check a device's status with the carrier network.">
        <ProviderDataBadges provider="carrier" />
      </PageHeader>
      <CarrierCheckForm
        initialImei={initialImei}
        isChecking={check.isPending}
        hasResult={check.isSuccess}
        canReset={check.isSuccess || check.isError}
        onCheck={(imei) => check.mutate(imei)}
        onNewSearch={() => check.reset()}
      />
      {check.isError ? (
        <Alert variant="destructive" className="mt-6" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Check failed</AlertTitle>
          <AlertDescription muted={false} className="text-destructive">
            {failureReason(check.error)}
          </AlertDescription>
        </Alert>
      ) : null}
      {check.isSuccess ? (
        <CarrierResultCard
          check={check.data}
          actions={check.data.canRequestFinLock ? renderFinLockRequest(check.data.id) : null}
        />
      ) : null}
      <PoweredBy />
    </>
  );
}

import { CarrierCheckPage } from '@/web/features/carrier-checks/components/carrier-check-page';
import { RequestFinLockButton } from '@/web/features/finlock-requests/components/request-finlock-button';

/** Carrier Check, from whose result a FinLock removal may be requested. */
export default function CarrierCheckRoute() {
  return (
    <CarrierCheckPage
      renderFinLockRequest={(carrierCheckId) => <RequestFinLockButton carrierCheckId={carrierCheckId} />}
    />
  );
}

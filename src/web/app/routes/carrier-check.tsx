import { CarrierCheckPage } from '@/web/features/carrier-checks';
import { RequestFinLockButton } from '@/web/features/finlock-requests';

/** Carrier Check, from whose result a FinLock removal may be requested. */
export default function CarrierCheckRoute() {
  return (
    <CarrierCheckPage
      renderFinLockRequest={(carrierCheckId) => <RequestFinLockButton carrierCheckId={carrierCheckId} />}
    />
  );
}

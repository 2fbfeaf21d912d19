import { Unlock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { carrierMessages } from '@/domain/carrier-messages';
import { SubmitButton } from '@/web/components/submit-button';
import { useRequestFinLockRemoval } from '@/web/features/finlock-requests/api/finlock-requests';
import { ApiError } from '@/web/lib/api-client';
import { notify } from '@/web/lib/notify';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';

/** The failure title of a refused request (signed out, no organisation, or failed); the server's reason shows under it. */
function failureTitle(error: Error): string {
  if (error instanceof ApiError && error.code === 'UNAUTHENTICATED')
    return carrierMessages.finlockNotLoggedIn;
  if (error instanceof ApiError && error.code === 'NO_ORGANIZATION') {
    return carrierMessages.finlockNoOrganization;
  }
  return carrierMessages.finlockCreateFailed;
}

/** 'Request FinLock Removal' for a checked device; on success the FinLock list opens. */
export function RequestFinLockButton({ carrierCheckId }: { carrierCheckId: string }) {
  const request = usePendingAtOnce(useRequestFinLockRemoval());
  const navigate = useNavigate();

  const submit = () =>
    request.mutate(carrierCheckId, {
      onSuccess: () => {
        notify.success(carrierMessages.finlockCreated);
        void navigate('/dashboard/vz-unlock');
      },
      onError: (error) => {
        const title = failureTitle(error);
        notify.error(title, error.message === title ? undefined : error.message);
      },
    });

  return (
    <SubmitButton
      type="button"
      isPending={request.isPending}
      pendingLabel="Requesting..."
      icon={<Unlock aria-hidden="true" />}
      className="w-fit"
      onClick={submit}
    >
      Request FinLock Removal
    </SubmitButton>
  );
}

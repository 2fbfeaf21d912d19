import { ShieldAlert } from 'lucide-react';
import { messages } from '@/domain/messages';
import { Alert, AlertDescription } from '@/web/components/ui/alert';

/** The one dashboard page open to a user who must still set up two-factor sign-in. */
export const TWO_FACTOR_SETUP_PATH = '/dashboard/manage-profile';

/** Says why every other page leads here while the set-up is outstanding. */
export function TwoFactorSetupBanner() {
  return (
    <Alert variant="warning" role="alert" className="mb-6">
      <ShieldAlert aria-hidden="true" />
      <AlertDescription muted={false} className="font-medium text-amber-950">
        {messages.twoFactorSetupGate}
      </AlertDescription>
    </Alert>
  );
}

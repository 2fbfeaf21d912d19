import { Info, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '@/domain/admin-messages';
import type { Session } from '@/domain/contracts/session';
import type { TwoFactorSetup } from '@/domain/contracts/two-factor';
import { SectionCard } from '@/web/components/card-heading';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import {
  useRecoveryCodesLeft,
  useRenewRecoveryCodes,
  useStartTwoFactorSetup,
  useTurnOffTwoFactor,
} from '@/web/features/profile/api/two-factor';
import { notify } from '@/web/lib/notify';
import { useSession } from '@/web/lib/session';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { CurrentPasswordForm } from './current-password-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetupPanel } from './two-factor-setup-panel';

type Step =
  | { kind: 'status' }
  | { kind: 'set-up-password' }
  | { kind: 'set-up'; setup: TwoFactorSetup }
  | { kind: 'turn-off-password' }
  | { kind: 'renew-codes-password' }
  | { kind: 'new-codes'; codes: string[] };

const STATUS: Step = { kind: 'status' };

function StatusLine({ enabled }: { enabled: boolean }) {
  return (
    <p className="flex items-center gap-2 text-sm font-medium">
      Status
      <Badge variant={enabled ? 'success' : 'outline'}>{enabled ? 'On' : 'Off'}</Badge>
    </p>
  );
}

function Note({ children }: { children: string }) {
  return (
    <Alert variant="info">
      <Info aria-hidden="true" />
      <AlertDescription muted={false} className="text-foreground">
        {children}
      </AlertDescription>
    </Alert>
  );
}

/** The unused recovery codes' count, with "Make New Codes". */
function RecoveryCodesLine({ onRenew }: { onRenew: () => void }) {
  const left = useRecoveryCodesLeft(true);
  const remaining = left.data?.remaining;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm">
        {remaining === undefined ? 'Recovery codes' : adminMessages.recoveryCodesLeft(remaining)}
        {remaining !== undefined && remaining <= 3 ? ` ${adminMessages.recoveryCodesRunningLow}` : ''}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onRenew}>
        Make New Codes
      </Button>
    </div>
  );
}

/** What the card shows between set-ups: the status, the explanation and the actions that apply. */
function StatusView({
  status,
  onSetUp,
  onTurnOff,
  onRenewCodes,
}: {
  status: Session['twoFactor'];
  onSetUp: () => void;
  onTurnOff: () => void;
  onRenewCodes: () => void;
}) {
  if (status.enabled) {
    return (
      <div className="grid gap-4">
        <StatusLine enabled />
        <p className="text-sm text-muted-foreground">{adminMessages.twoFactorOnText}</p>
        <RecoveryCodesLine onRenew={onRenewCodes} />
        {status.required ? (
          <Note>{adminMessages.twoFactorRequiredNote}</Note>
        ) : (
          <Button type="button" variant="outline" onClick={onTurnOff} className="justify-self-start">
            Turn Off
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <StatusLine enabled={false} />
      <p className="text-sm text-muted-foreground">{adminMessages.twoFactorOffText}</p>
      {status.exempt ? (
        <Note>{adminMessages.twoFactorExemptNote}</Note>
      ) : (
        <Button type="button" onClick={onSetUp} className="justify-self-start">
          Set Up
        </Button>
      )}
    </div>
  );
}

/**
 * Two-factor sign-in on Manage Profile: set it up (password, then the QR code, the key and the recovery codes, then a
 * code from the app), or turn it off with the password where the account is not required to use it.
 */
export function TwoFactorCard() {
  const session = useSession();
  const start = usePendingAtOnce(useStartTwoFactorSetup());
  const turnOff = useTurnOffTwoFactor();
  const renewCodes = usePendingAtOnce(useRenewRecoveryCodes());
  const [step, setStep] = useState<Step>(STATUS);
  const status = session.data?.twoFactor;

  return (
    <SectionCard
      id="two-factor"
      className="max-w-2xl"
      icon={ShieldCheck}
      title="Two-Factor Sign-In"
      description={adminMessages.twoFactorDescription}
    >
      {session.isPending ? <Spinner label="Loading two-factor sign-in" className="py-4" /> : null}
      {status && step.kind === 'status' ? (
        <StatusView
          status={status}
          onSetUp={() => setStep({ kind: 'set-up-password' })}
          onTurnOff={() => setStep({ kind: 'turn-off-password' })}
          onRenewCodes={() => setStep({ kind: 'renew-codes-password' })}
        />
      ) : null}
      {step.kind === 'set-up-password' ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">{adminMessages.twoFactorPasswordToSetUp}</p>
          <CurrentPasswordForm
            id="two-factor-set-up-password"
            submit={{ label: 'Continue', busy: 'Checking...' }}
            failureTitle={adminMessages.errorTurningOnTwoFactor}
            isBusy={start.isPending}
            onCancel={() => setStep(STATUS)}
            onSubmit={(input, onRefused) =>
              start.mutate(input, {
                onSuccess: (setup) => setStep({ kind: 'set-up', setup }),
                onError: onRefused,
              })
            }
          />
        </div>
      ) : null}
      {step.kind === 'set-up' ? (
        <TwoFactorSetupPanel
          setup={step.setup}
          onConfirmed={() => setStep(STATUS)}
          onCancel={() => setStep(STATUS)}
        />
      ) : null}
      {step.kind === 'turn-off-password' ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">{adminMessages.twoFactorPasswordToTurnOff}</p>
          <CurrentPasswordForm
            id="two-factor-turn-off-password"
            submit={{ label: 'Turn Off', busy: 'Turning Off...', variant: 'destructive' }}
            failureTitle={adminMessages.errorTurningOffTwoFactor}
            isBusy={turnOff.isPending}
            onCancel={() => setStep(STATUS)}
            onSubmit={(input, onRefused) =>
              turnOff.mutate(input, {
                onSuccess: () => {
                  notify.success(adminMessages.twoFactorTurnedOff);
                  setStep(STATUS);
                },
                onError: onRefused,
              })
            }
          />
        </div>
      ) : null}
      {step.kind === 'renew-codes-password' ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">{adminMessages.recoveryCodesPasswordToRenew}</p>
          <CurrentPasswordForm
            id="recovery-codes-password"
            submit={{ label: 'Make New Codes', busy: 'Making...' }}
            failureTitle={adminMessages.errorRenewingRecoveryCodes}
            isBusy={renewCodes.isPending}
            onCancel={() => setStep(STATUS)}
            onSubmit={(input, onRefused) =>
              renewCodes.mutate(input, {
                onSuccess: ({ recoveryCodes }) => {
                  notify.success(adminMessages.recoveryCodesRenewed);
                  setStep({ kind: 'new-codes', codes: recoveryCodes });
                },
                onError: onRefused,
              })
            }
          />
        </div>
      ) : null}
      {step.kind === 'new-codes' ? (
        <div className="grid gap-4">
          <RecoveryCodes codes={step.codes} />
          <Button type="button" onClick={() => setStep(STATUS)} className="justify-self-start">
            Done
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}

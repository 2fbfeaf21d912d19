import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { adminMessages } from '@/domain/admin-messages';
import type { TwoFactorSetup } from '@/domain/contracts/two-factor';
import { type TwoFactorCode, TwoFactorCodeSchema } from '@/domain/schemas/second-factor';
import { FormInput } from '@/web/components/form-input';
import { SubmitButton } from '@/web/components/submit-button';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Textarea } from '@/web/components/ui/textarea';
import { useConfirmTwoFactor } from '@/web/features/profile/api/two-factor';
import { copyToClipboard } from '@/web/lib/copy-to-clipboard';
import { notifyFirstFormError } from '@/web/lib/form-errors';
import { notify } from '@/web/lib/notify';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { RecoveryCodes } from './recovery-codes';
import { showRefusalUnder } from './show-refusal';

/** The QR code is drawn by a library only this step needs: it loads when a set-up starts. */
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

const QR_SIZE = 176;

/** The base32 key in blocks of four, easier to read out and type ('JBSW Y3DP EHPK 3PXP'). */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Set-up: the QR code and the key for the authenticator app, the recovery codes, and the code that confirms it. */
export function TwoFactorSetupPanel({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const confirm = usePendingAtOnce(useConfirmTwoFactor());
  const keyHintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The password step's button is gone: the reader continues from the top of the set-up.
  useEffect(() => heading.current?.focus(), []);
  const form = useForm<TwoFactorCode>({
    resolver: zodResolver(TwoFactorCodeSchema),
    defaultValues: { code: '' },
  });

  const copyKey = () => copyToClipboard(setup.secret, adminMessages.setupKeyCopyFailed);

  const onValid = (input: TwoFactorCode) =>
    confirm.mutate(input, {
      onSuccess: () => {
        notify.success(adminMessages.twoFactorTurnedOn, adminMessages.twoFactorTurnedOnText);
        onConfirmed();
      },
      onError: (error) => showRefusalUnder(form, 'code', error, adminMessages.errorTurningOnTwoFactor),
    });

  return (
    <div className="grid gap-6">
      <section aria-labelledby="two-factor-app-heading" className="grid gap-3">
        <h3
          ref={heading}
          id="two-factor-app-heading"
          tabIndex={-1}
          className="text-sm font-medium focus-visible:outline-none"
        >
          1. Add ClaimGuard to your authenticator app
        </h3>
        <p className="text-sm text-muted-foreground">{adminMessages.scanQrCode}</p>
        <div className="flex flex-wrap items-start gap-6">
          <div className="rounded-md border bg-white p-2">
            <Suspense fallback={<Skeleton style={{ width: QR_SIZE, height: QR_SIZE }} />}>
              <QRCodeSVG
                value={setup.totpUri}
                size={QR_SIZE}
                marginSize={1}
                role="img"
                aria-label="QR code for your authenticator app"
              />
            </Suspense>
          </div>
          <div className="grid min-w-0 flex-1 content-start gap-2">
            <FormField id="two-factor-key" label="Setup Key">
              <Textarea
                id="two-factor-key"
                readOnly
                rows={2}
                value={groupedKey(setup.secret)}
                aria-describedby={keyHintId}
                height="fit"
                className="resize-none font-mono tracking-wide field-sizing-content"
                onFocus={(event) => event.currentTarget.select()}
              />
            </FormField>
            <p id={keyHintId} className="text-xs text-muted-foreground">
              {adminMessages.setupKeyHint}
            </p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={copyKey}
              aria-label="Copy setup key"
              className="justify-self-start"
            >
              <Copy aria-hidden="true" />
              Copy
            </Button>
          </div>
        </div>
      </section>
      <RecoveryCodes codes={setup.recoveryCodes} />
      <form noValidate onSubmit={form.handleSubmit(onValid, notifyFirstFormError)} className="grid gap-4">
        <h3 className="text-sm font-medium">2. Enter the code the app shows</h3>
        <FormInput
          form={form}
          name="code"
          id="two-factor-code"
          label="Authentication Code"
          errorDisplay="described"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={7}
          className="max-w-40 font-mono tracking-widest"
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton isPending={confirm.isPending} pendingLabel="Confirming...">
            Confirm
          </SubmitButton>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}

import { Loader2, RadioTower, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { IMEI_LENGTH } from '@/domain/imei';
import { validateCarrierImei } from '@/domain/schemas/carrier-check';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { notifyRuleFailure, rulesResolver } from '@/web/lib/rules-resolver';

interface CarrierImei {
  imei: string;
}

/** The 15-digit IMEI field with 'Check Device' (Enter submits) and 'New Search'; single use until New Search. */
export function CarrierCheckForm({
  initialImei,
  isChecking,
  hasResult,
  canReset,
  onCheck,
  onNewSearch,
}: {
  initialImei: string;
  isChecking: boolean;
  hasResult: boolean;
  /** True once there is a result or an error to clear. */
  canReset: boolean;
  onCheck: (imei: string) => void;
  onNewSearch: () => void;
}) {
  // The IMEI rules with their notice titles ('Validation Error' for a missing IMEI, else 'Invalid IMEI').
  const form = useForm<CarrierImei, unknown, CarrierImei>({
    defaultValues: { imei: initialImei.slice(0, IMEI_LENGTH) },
    resolver: rulesResolver(({ imei }) => {
      const result = validateCarrierImei(imei);
      return result.ok ? { ok: true, values: { imei: result.imei } } : result;
    }),
  });
  const isLocked = isChecking || hasResult;

  // After 'New Search' the next IMEI is typed straight away.
  const wasLocked = useRef(hasResult);
  useEffect(() => {
    if (wasLocked.current && !hasResult) form.setFocus('imei');
    wasLocked.current = hasResult;
  }, [hasResult, form]);

  const submit = form.handleSubmit(({ imei }) => {
    if (!isLocked) onCheck(imei);
  }, notifyRuleFailure);

  const newSearch = () => {
    form.reset({ imei: '' });
    onNewSearch();
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form noValidate onSubmit={submit} aria-label="Carrier check" className="grid gap-5">
          <FormField id="carrier-imei" label="IMEI" className="max-w-md">
            <Input
              id="carrier-imei"
              inputMode="numeric"
              autoComplete="off"
              maxLength={IMEI_LENGTH}
              placeholder="15-digit IMEI"
              className="font-mono"
              aria-describedby="carrier-imei-hint"
              disabled={isLocked}
              {...form.register('imei')}
            />
            <p id="carrier-imei-hint" className="text-sm text-muted-foreground">
              Dial *#06# on the phone to show it. Press Enter to check.
            </p>
          </FormField>
          <div className="flex flex-wrap items-center gap-3 border-t pt-5">
            <Button type="submit" disabled={isLocked} className="min-w-36">
              {isChecking ? (
                <Loader2 className="motion-safe:animate-spin" aria-hidden="true" />
              ) : (
                <RadioTower aria-hidden="true" />
              )}
              {isChecking ? 'Checking...' : 'Check Device'}
            </Button>
            {canReset ? (
              <Button type="button" variant="outline" onClick={newSearch} disabled={isChecking}>
                <RotateCcw aria-hidden="true" />
                New Search
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

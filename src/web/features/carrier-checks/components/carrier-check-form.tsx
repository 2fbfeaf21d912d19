import { RadioTower } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { IMEI_LENGTH } from '@/domain/imei';
import { validateCarrierImei } from '@/domain/schemas/carrier-check';
import { ImeiField, useFocusImei } from '@/web/components/imei-field';
import { ImeiFormActions } from '@/web/components/imei-form-actions';
import { Card, CardContent } from '@/web/components/ui/card';
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

  useFocusImei(hasResult, form);

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
          <ImeiField
            id="carrier-imei"
            hint="Dial *#06# on the phone to show it. Press Enter to check."
            className="max-w-md"
            disabled={isLocked}
            {...form.register('imei')}
          />
          <ImeiFormActions
            isPending={isChecking}
            pendingLabel="Checking..."
            icon={<RadioTower aria-hidden="true" />}
            disabled={isLocked}
            className="min-w-36"
            startOver={canReset ? { label: 'New Search', onClick: newSearch, disabled: isChecking } : null}
          >
            Check Device
          </ImeiFormActions>
        </form>
      </CardContent>
    </Card>
  );
}

import { useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/notify-failure';
import { useOrganisationSettings, useUpdateOrganisationSettings } from '../api/organisation-settings';
import { LoadFailure } from './load-failure';

/** Whether the organisation's settled claims are registered with the device-history registry. */
export function RegistrySubmissionCard() {
  const settings = useOrganisationSettings();
  const update = useUpdateOrganisationSettings();
  const checkboxId = useId();
  const hintId = useId();

  const save = (registrySubmission: boolean) =>
    update.mutate(
      { registrySubmission },
      {
        onSuccess: (saved) =>
          notify.success(
            'Settings saved',
            saved.registrySubmission
              ? 'Settled claims will be registered with the device-history registry.'
              : 'Settled claims will no longer be registered with the device-history registry.',
          ),
        onError: (error) => notifyFailure('Error saving settings', error),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Registry Submission</CardTitle>
        <CardDescription>How settled claims are shared beyond your organization.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? <Spinner label="Loading settings" className="py-4" /> : null}
        {settings.isError ? (
          <LoadFailure
            text="Failed to load settings"
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : null}
        {settings.data ? (
          <div className="flex items-start gap-3">
            <Checkbox
              id={checkboxId}
              className="mt-0.5"
              aria-describedby={hintId}
              checked={settings.data.registrySubmission}
              disabled={update.isPending}
              onCheckedChange={(checked) => save(checked === true)}
            />
            <div className="grid gap-1">
              <Label htmlFor={checkboxId}>Register settled claims with the device-history registry</Label>
              <p id={hintId} className="text-sm text-muted-foreground">
                Each settled device is reported to the registry and turns red for traders who check it; on by
                default.
              </p>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

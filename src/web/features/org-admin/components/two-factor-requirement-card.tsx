import { useId } from 'react';
import { adminMessages } from '../../../../domain/admin-messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { notify } from '../../../lib/notify';
import { notifyFailure } from '../../../lib/notify-failure';
import { useOrganisationSettings, useUpdateOrganisationSettings } from '../api/organisation-settings';
import { LoadFailure } from './load-failure';

/** Whether every member of the organisation must sign in with a second factor; its admins always must. */
export function TwoFactorRequirementCard() {
  const settings = useOrganisationSettings();
  const update = useUpdateOrganisationSettings();
  const switchId = useId();
  const hintId = useId();

  const save = (requireTwoFactor: boolean) =>
    update.mutate(
      { requireTwoFactor },
      {
        onSuccess: (saved) =>
          notify.success(
            'Settings saved',
            saved.requireTwoFactor ? adminMessages.requireTwoFactorOn : adminMessages.requireTwoFactorOff,
          ),
        onError: (error) => notifyFailure('Error saving settings', error),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-Factor Sign-In</CardTitle>
        <CardDescription>{adminMessages.requireTwoFactorDescription}</CardDescription>
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
            <Switch
              id={switchId}
              aria-describedby={hintId}
              checked={settings.data.requireTwoFactor === true}
              disabled={update.isPending}
              onCheckedChange={save}
            />
            <div className="grid gap-1">
              <Label htmlFor={switchId}>{adminMessages.requireTwoFactorLabel}</Label>
              <p id={hintId} className="text-sm text-muted-foreground">
                {adminMessages.requireTwoFactorHint}
              </p>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

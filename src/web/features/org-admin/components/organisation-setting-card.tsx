import { useId, useState } from 'react';
import type { OrganisationSettings } from '@/domain/contracts/organisation-settings';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { LoadStatus } from '@/web/components/load-status';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import {
  useOrganisationSettings,
  useUpdateOrganisationSettings,
} from '@/web/features/org-admin/api/organisation-settings';
import { notify } from '@/web/lib/notify';
import { notifyFailure } from '@/web/lib/notify-failure';

interface OrganisationSettingCardProps {
  setting: keyof OrganisationSettings;
  title: string;
  description: string;
  label: string;
  hint: string;
  /** The toast's text once the change is saved, for the setting turned on and off. */
  saved: { on: string; off: string };
  /** A switch to `to` is asked about first: what it will do, and the button that does it. */
  confirm?: SettingConfirmation;
}

/** The question asked before a consequential switch (2FA for everyone on, registry submission off). */
export interface SettingConfirmation {
  to: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  variant: 'destructive' | 'default';
}

/** One on/off setting of the admin's organisation, saved as soon as it is switched. */
export function OrganisationSettingCard({
  setting,
  title,
  description,
  label,
  hint,
  saved,
  confirm,
}: OrganisationSettingCardProps) {
  const settings = useOrganisationSettings();
  const update = useUpdateOrganisationSettings();
  const switchId = useId();
  const hintId = useId();
  const [isAsking, setAsking] = useState(false);

  const save = (on: boolean) =>
    update.mutate(
      { [setting]: on },
      {
        onSuccess: (result) => notify.success('Settings saved', result[setting] ? saved.on : saved.off),
        onError: (error) => notifyFailure('Error saving settings', error),
        onSettled: () => setAsking(false),
      },
    );
  const switchTo = (on: boolean) => (confirm?.to === on ? setAsking(true) : save(on));

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <LoadStatus
          query={settings}
          loadingLabel="Loading settings"
          retry
          failure="Failed to load settings"
        />
        {settings.data ? (
          <div className="flex items-start gap-3">
            <Switch
              id={switchId}
              aria-describedby={hintId}
              checked={settings.data[setting] === true}
              disabled={update.isPending}
              onCheckedChange={switchTo}
            />
            <div className="grid gap-1">
              <Label htmlFor={switchId}>{label}</Label>
              <p id={hintId} className="text-sm text-muted-foreground">
                {hint}
              </p>
            </div>
          </div>
        ) : null}
        {confirm ? (
          <ConfirmDialog
            open={isAsking}
            title={confirm.title}
            description={confirm.description}
            confirmLabel={confirm.confirmLabel}
            busyLabel="Saving..."
            isBusy={update.isPending}
            variant={confirm.variant}
            onConfirm={() => save(confirm.to)}
            onClose={() => setAsking(false)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

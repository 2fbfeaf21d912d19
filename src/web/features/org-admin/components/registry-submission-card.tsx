import { adminMessages } from '@/domain/admin-messages';
import { OrganisationSettingCard } from './organisation-setting-card';

/** Whether the organisation's settled claims are registered with the device-history registry; turning it off is confirmed. */
export function RegistrySubmissionCard() {
  return (
    <OrganisationSettingCard
      setting="registrySubmission"
      title="Registry Submission"
      description="How settled claims are shared beyond your organization."
      label="Register settled claims with the device-history registry"
      hint="Each settled device is reported to the registry and turns red for traders who check it; on by default."
      saved={{
        on: 'Settled claims will be registered with the device-history registry.',
        off: 'Settled claims will no longer be registered with the device-history registry.',
      }}
      confirm={{
        to: false,
        title: adminMessages.registrySubmissionOffConfirmTitle,
        description: adminMessages.registrySubmissionOffConfirm,
        confirmLabel: adminMessages.registrySubmissionOffConfirmLabel,
        variant: 'destructive',
      }}
    />
  );
}

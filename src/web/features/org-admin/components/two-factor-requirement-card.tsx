import { adminMessages } from '@/domain/admin-messages';
import { OrganisationSettingCard } from './organisation-setting-card';

/**
 * Whether every member of the organisation must sign in with a second factor; its admins always must. Turning it on is
 * confirmed first: members without it are stopped at their next sign-in.
 */
export function TwoFactorRequirementCard() {
  return (
    <OrganisationSettingCard
      setting="requireTwoFactor"
      title="Two-Factor Sign-In"
      description={adminMessages.requireTwoFactorDescription}
      label={adminMessages.requireTwoFactorLabel}
      hint={adminMessages.requireTwoFactorHint}
      saved={{ on: adminMessages.requireTwoFactorOn, off: adminMessages.requireTwoFactorOff }}
      confirm={{
        to: true,
        title: adminMessages.requireTwoFactorConfirmTitle,
        description: adminMessages.requireTwoFactorConfirm,
        confirmLabel: adminMessages.requireTwoFactorConfirmLabel,
        variant: 'default',
      }}
    />
  );
}

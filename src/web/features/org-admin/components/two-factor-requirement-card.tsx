import { adminMessages } from '@/domain/admin-messages';
import { OrganisationSettingCard } from './organisation-setting-card';

/** Whether every member of the organisation must sign in with a second factor; its admins always must. */
export function TwoFactorRequirementCard() {
  return (
    <OrganisationSettingCard
      setting="requireTwoFactor"
      title="Two-Factor Sign-In"
      description={adminMessages.requireTwoFactorDescription}
      label={adminMessages.requireTwoFactorLabel}
      hint={adminMessages.requireTwoFactorHint}
      saved={{ on: adminMessages.requireTwoFactorOn, off: adminMessages.requireTwoFactorOff }}
    />
  );
}

/** Administration and profile texts, word for word as the admin panels and Manage Profile show them. */
export const adminMessages = {
  organisationNameRequired: 'Organization name is required',
  domainRequired: 'Domain is required',
  invalidDomainFormat: 'Invalid domain format',
  organisationExists: (domain: string) => `An organization with domain "${domain}" already exists.`,
  organisationCreated: 'Organization created successfully',
  errorCreatingOrganisation: 'Error creating organization',
  noOrganisationsYet: 'No organizations yet',

  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  titleTooLong: 'Title must be less than 100 characters',
  nameTooLong: 'Name must be less than 100 characters',
  invalidEmailFormat: 'Invalid email format',
  noMatchingOrganisation: 'No Matching Organization',
  noMatchingOrganisationText: (domain: string) =>
    `No organization exists with domain "${domain}". Please create the organization first before inviting this user.`,
  emailDomainMismatch: (domain: string) =>
    `The email address must belong to your organization's domain "${domain}".`,
  userAlreadyExists: 'A user with this email address already exists.',
  invitationSent: 'Invitation sent successfully',
  errorSendingInvitation: 'Error sending invitation',
  invitationResent: 'Invitation resent',
  errorResendingInvitation: 'Error resending invitation',
  invitationMailFailed:
    'The invitation email could not be sent, so no invitation was created. Please try again in a few minutes.',
  resentInvitationMailFailed:
    'The invitation email could not be sent. The earlier invitation link still works; please try again in a few minutes.',
  invitationPendingBadge: 'Pending',
  invitationExpires: (date: string) => `Invitation expires ${date}`,
  invitationExpired: (date: string) => `Invitation expired ${date}`,
  invitationNoOpenLink: 'No open invitation link',
  invitationAlreadyAccepted: 'This user has already accepted the invitation and can sign in.',

  userUpdated: 'User updated successfully',
  errorUpdatingUser: 'Error updating user',
  userNotFound: 'User not found',
  lastSuperAdmin:
    'This is the last super admin: make another user super admin before giving this one another role.',
  superAdminNotDeactivated: 'A super admin cannot be deactivated: give them another role first.',
  userDeactivated: 'User deactivated',
  userReactivated: 'User reactivated',
  errorDeactivatingUser: 'Error deactivating user',
  errorReactivatingUser: 'Error reactivating user',
  roleRequired: 'Please select a role',
  roleUpdated: 'Role updated successfully',
  roleAssigned: 'Role assigned successfully',
  errorAssigningRole: 'Error assigning role',
  noRoleAssigned: 'No role assigned',

  claimTypeRequired: 'Please enter a claim type',
  claimTypeTooLong: 'Claim type must be less than 100 characters',
  claimTypeExists: 'This claim type already exists.',
  claimTypeNotFound: 'Claim type not found',
  claimTypesLoadFailed: 'Failed to load claim types',
  claimTypeAdded: 'Claim type added successfully',
  claimTypeRemoved: 'Claim type removed successfully',
  errorAddingClaimType: 'Error adding claim type',
  errorRemovingClaimType: 'Error removing claim type',
  removeClaimTypeTitle: (name: string) => `Remove the claim type "${name}"?`,
  removeClaimTypeText:
    'Handlers will no longer be able to choose it. Checks and claims already recorded with it keep their copy of the name.',

  denialReasonRequired: 'Please enter a denial reason',
  denialReasonTooLong: 'Denial reason must be less than 200 characters',
  denialReasonExists: 'This denial reason already exists.',
  denialReasonNotFound: 'Denial reason not found',
  denialReasonsLoadFailed: 'Failed to load denial reasons',
  denialReasonAdded: 'Denial reason added successfully',
  denialReasonRemoved: 'Denial reason removed successfully',
  errorAddingDenialReason: 'Error adding denial reason',
  errorRemovingDenialReason: 'Error removing denial reason',
  removeDenialReasonTitle: (name: string) => `Remove the denial reason "${name}"?`,
  removeDenialReasonText:
    'Handlers will no longer be able to choose it. Claims already denied with it keep their copy of the name.',

  emailCannotBeChanged: 'Email cannot be changed',
  profileUpdated: 'Profile updated successfully',
  failedToUpdateProfile: 'Failed to update profile',
  failedToUploadAvatar: 'Failed to upload avatar',
  failedToLoadProfile: 'Failed to load profile information',
  avatarUpdated: 'Avatar updated successfully',
  invalidFileType: 'Invalid file type',
  invalidFileTypeText: 'Please upload an image file',
  fileTooLarge: 'File too large',
  fileTooLargeText: 'Please upload an image smaller than 2MB',
  imageTooManyPixels: 'Please upload an image of at most 4096 × 4096 pixels',

  twoFactorDescription: 'A code from an authenticator app on your phone, asked for after your password.',
  twoFactorOffText:
    'Turn it on to make each sign-in ask for a 6-digit code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) after your password.',
  twoFactorOnText:
    'Each sign-in asks for a code from your authenticator app after your password, or for one of your recovery codes.',
  twoFactorRequiredNote: 'Two-factor sign-in is required for your account, so it cannot be turned off.',
  twoFactorExemptNote:
    'This is a demo account: it is allowed to sign in with a password alone, so two-factor sign-in is not offered here.',
  twoFactorPasswordToSetUp: 'Enter your password to start the set-up.',
  twoFactorPasswordToTurnOff: 'Enter your password to turn two-factor sign-in off.',
  scanQrCode:
    "Scan the QR code with your authenticator app, or type the setup key into the app if you can't scan.",
  setupKeyHint: 'Time-based key (TOTP); the spaces are only there to help you read it.',
  setupKeyCopyFailed: 'Failed to copy the setup key to the clipboard',
  recoveryCodesNote:
    'If you lose your phone, sign in with one of these codes instead. Each code works once, and they are shown only now: copy or download them and keep them somewhere safe.',
  recoveryCodesCopyFailed: 'Failed to copy the recovery codes to the clipboard',
  recoveryCodesDownloadFailed: 'Failed to download the recovery codes',
  recoveryCodesLeft: (remaining: number) =>
    remaining === 1 ? '1 recovery code left.' : `${remaining} recovery codes left.`,
  recoveryCodesRunningLow: 'Make new codes before they run out.',
  recoveryCodesPasswordToRenew: 'Enter your password to make new recovery codes. The old ones stop working.',
  recoveryCodesRenewed: 'New recovery codes made',
  errorRenewingRecoveryCodes: 'Error making new recovery codes',
  twoFactorTurnedOn: 'Two-factor sign-in is on',
  twoFactorTurnedOnText: 'Your next sign-in will ask for a code from your authenticator app.',
  twoFactorTurnedOff: 'Two-factor sign-in is off',
  errorTurningOnTwoFactor: 'Error setting up two-factor sign-in',
  errorTurningOffTwoFactor: 'Error turning off two-factor sign-in',

  requireTwoFactorLabel: 'Require two-factor sign-in for every member of the organization',
  requireTwoFactorHint:
    'Members who have not set it up yet must do so in Manage Profile before they can do anything else.',
  requireTwoFactorDescription:
    'Who must sign in with a code from an authenticator app. Organization admins always must.',
  requireTwoFactorOn: 'Every member of your organization must now use two-factor sign-in.',
  requireTwoFactorOff: 'Members may now choose whether to use two-factor sign-in; admins still must.',
  requireTwoFactorConfirmTitle: 'Require two-factor sign-in?',
  requireTwoFactorConfirm:
    'Every member who has not set up two-factor sign-in must set it up at their next sign-in, before they can do anything else.',
  requireTwoFactorConfirmLabel: 'Require it',

  registrySubmissionOffConfirmTitle: 'Turn registry submission off?',
  registrySubmissionOffConfirm:
    'Claims settled from now on will not be registered with the device-history registry: traders who check those devices will not see them as claimed.',
  registrySubmissionOffConfirmLabel: 'Turn off',

  twoFactorResetTitle: 'Reset Two-Factor Sign-In',
  twoFactorResetWhat: (email: string) =>
    `This removes the authenticator app and the recovery codes of ${email}.`,
  twoFactorResetConfirm: 'They will set it up again at their next sign-in.',
  twoFactorReset: 'Two-factor sign-in reset',
  twoFactorResetText: (email: string) => `Two-factor sign-in is off for ${email}.`,
  errorResettingTwoFactor: 'Error resetting two-factor sign-in',
} as const;

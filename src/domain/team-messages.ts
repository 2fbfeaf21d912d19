/** The Org Admin Panel's Team Members texts: role changes, deactivation and reactivation. */
export const teamMessages = {
  memberNotFound: 'Member not found',
  superAdminElsewhere: 'A super admin is managed in the Super Admin Panel.',
  lastOrganisationAdmin:
    'This is the last admin of the organization: make another member an admin before changing or deactivating this one.',
  changeRole: 'Change Role',
  changeRoleTitle: (name: string) => `Change the role of ${name}`,
  errorChangingRole: 'Error assigning role',
  deactivate: 'Deactivate',
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateText:
    'They are signed out at once and can no longer sign in, and API keys they created stop working, until an admin reactivates them.',
  memberDeactivated: 'Member deactivated',
  errorDeactivating: 'Error deactivating member',
  reactivate: 'Reactivate',
  memberReactivated: 'Member reactivated',
  errorReactivating: 'Error reactivating member',
  deactivatedBadge: 'Deactivated',
} as const;

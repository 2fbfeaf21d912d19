import type { Role } from '@/domain/roles';

/** The demo contract (README, "Demo accounts"): these names, domains and the password are relied on by docs and tests. */
export const DEMO_PASSWORD = 'demo-password';

export const DEMO_ORGANISATIONS = [
  {
    name: 'Demo Insurance',
    domain: 'demo.test',
    claimTypes: [
      { claimType: 'Accidental Damage', isTotalLoss: false },
      { claimType: 'Theft', isTotalLoss: false },
      { claimType: 'Loss', isTotalLoss: false },
      { claimType: 'Total Loss', isTotalLoss: true },
    ],
    denialReasons: ['Pre-existing damage', 'Device blocked', 'Policy excluded', 'Fraud suspected'],
  },
  {
    name: 'Other Mutual',
    domain: 'other.test',
    claimTypes: [
      { claimType: 'Accidental Damage', isTotalLoss: false },
      { claimType: 'Liquid Damage', isTotalLoss: false },
      { claimType: 'Write-off', isTotalLoss: true },
    ],
    denialReasons: ['Outside policy period', 'Duplicate claim'],
  },
] as const;

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  role: Role | null;
  domain: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'super@demo.test',
    firstName: 'Sam',
    lastName: 'Super',
    title: 'Platform Administrator',
    role: 'super_admin',
    domain: 'demo.test',
  },
  {
    email: 'admin@demo.test',
    firstName: 'Alex',
    lastName: 'Admin',
    title: 'Claims Manager',
    role: 'organization_admin',
    domain: 'demo.test',
  },
  {
    email: 'member@demo.test',
    firstName: 'Morgan',
    lastName: 'Member',
    title: 'Claim Handler',
    role: 'organization_member',
    domain: 'demo.test',
  },
  {
    email: 'admin@other.test',
    firstName: 'Olivia',
    lastName: 'Other',
    title: 'Claims Manager',
    role: 'organization_admin',
    domain: 'other.test',
  },
  {
    email: 'member@other.test',
    firstName: 'Oscar',
    lastName: 'Other',
    title: 'Claim Handler',
    role: 'organization_member',
    domain: 'other.test',
  },
  {
    email: 'norole@demo.test',
    firstName: 'Nico',
    lastName: 'Norole',
    title: 'New Starter',
    role: null,
    domain: 'demo.test',
  },
];

/** An invitation left open so the invitation flow can be tried at once (its link is mailed to it, see README). */
export const DEMO_PENDING_INVITATION = {
  email: 'invited@demo.test',
  firstName: 'Ines',
  lastName: 'Invited',
  title: 'Claim Handler',
  role: 'organization_member' as const,
  domain: 'demo.test',
};

import {
  BellRing,
  ClipboardCheck,
  FileSearch,
  FileX2,
  History,
  LayoutDashboard,
  type LucideIcon,
  RadioTower,
  Repeat2,
  ScanSearch,
  ShieldCheck,
  UnlockKeyhole,
  UserCog,
  UserRound,
} from 'lucide-react';
import type { RoleAction } from '@/domain/permissions';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  /** The group shows only to roles that may use it; items may narrow it further. */
  action: RoleAction;
  items: Array<NavItem & { action?: RoleAction }>;
}

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Product services',
    action: 'product:use',
    items: [
      { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
      { label: 'Claims Intake', to: '/dashboard/search-imei', icon: ScanSearch },
      { label: 'Claims Review', to: '/dashboard/check-history', icon: FileSearch },
      { label: 'Settled Claims', to: '/dashboard/accepted-claims', icon: ClipboardCheck },
      { label: 'Denied Claims', to: '/dashboard/denied-claims', icon: FileX2 },
      { label: 'Replacement Devices', to: '/dashboard/replacement-devices', icon: Repeat2 },
      { label: 'Alerts', to: '/dashboard/alerts', icon: BellRing },
    ],
  },
  {
    label: 'Carrier services',
    action: 'product:use',
    items: [
      { label: 'Check', to: '/dashboard/vz-check', icon: RadioTower },
      { label: 'Check History', to: '/dashboard/vz-check-history', icon: History },
      { label: 'FinLock Removal', to: '/dashboard/vz-unlock', icon: UnlockKeyhole },
    ],
  },
  {
    label: 'User Options',
    action: 'product:use',
    items: [{ label: 'Manage Profile', to: '/dashboard/manage-profile', icon: UserRound }],
  },
  {
    label: 'Administrators',
    action: 'organisation:manage',
    items: [
      {
        label: 'Super Admin Panel',
        to: '/dashboard/super-admin',
        icon: ShieldCheck,
        action: 'platform:manage',
      },
      { label: 'Org Admin Panel', to: '/dashboard/org-admin', icon: UserCog },
    ],
  },
];

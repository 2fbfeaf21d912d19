/** Every page of the app: where it is, its document title and its first heading (shown once it has loaded). */
export interface AppPage {
  path: string;
  title: string;
  heading: string;
}

const titled = (path: string, name: string, heading = name): AppPage => ({
  path,
  title: `${name} · ClaimGuard`,
  heading,
});

/** Pages a signed-out visitor opens (reset and invitation links are opened by their own tests). */
export const PUBLIC_PAGES: AppPage[] = [
  {
    path: '/',
    title: 'ClaimGuard · Mobile Device Claims Validation',
    heading: 'Mobile Device Claims Validation',
  },
  titled('/auth', 'Sign In'),
  titled('/contact', 'Contact Us'),
  titled('/privacy-policy', 'Privacy Policy', 'Privacy and Cookie Policies'),
  titled('/terms-of-use', 'Terms of Use', 'Terms of Service'),
  titled('/no-such-page', 'Page Not Found', 'Oops! Page not found'),
];

/** The dashboard's pages an organisation admin opens. */
export const DASHBOARD_PAGES: AppPage[] = [
  titled('/dashboard', 'Dashboard'),
  titled('/dashboard/search-imei', 'Claims Intake'),
  titled('/dashboard/search-imei/bulk', 'Bulk upload'),
  titled('/dashboard/check-history', 'Claims Review'),
  titled('/dashboard/accepted-claims', 'Settled Claims'),
  titled('/dashboard/denied-claims', 'Denied Claims'),
  titled('/dashboard/replacement-devices', 'Replacement Devices'),
  titled('/dashboard/alerts', 'Alerts'),
  titled('/dashboard/vz-check', 'Carrier Check'),
  titled('/dashboard/vz-check-history', 'Carrier Check History', 'Check History'),
  titled('/dashboard/vz-unlock', 'Financial Lock Removal'),
  titled('/dashboard/manage-profile', 'Manage Profile'),
  titled('/dashboard/org-admin', 'Org Admin Panel'),
  titled('/dashboard/privacy-policy', 'Privacy Policy', 'Privacy and Cookie Policies'),
  titled('/dashboard/terms-of-use', 'Terms of Use', 'Terms of Service'),
  titled('/dashboard/no-such-page', 'Page Not Found', 'Oops! Page not found'),
];

/** Pages only a super admin opens. */
export const SUPER_ADMIN_PAGES: AppPage[] = [titled('/dashboard/super-admin', 'Super Admin Panel')];

/** A laptop and a phone. */
export const WIDTHS = [
  { label: 'desktop', viewport: { width: 1366, height: 768 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
] as const;

// What the app's routes and other features may use of the dashboard-shell feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { DashboardLayout } from './components/dashboard-layout';
export { RequirePermission } from './components/require-permission';

// What the app's routes and other features may use of the dashboard-home feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { DashboardHomePage } from './components/dashboard-home-page';

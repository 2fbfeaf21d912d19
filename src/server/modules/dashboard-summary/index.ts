// What the rest of the server may use of the dashboard-summary module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { dashboardSummaryRoutes } from './routes';

// What the app's routes and other features may use of the alerts feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { AlertsPage } from './components/alerts-page';

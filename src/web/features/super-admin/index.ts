// What the app's routes and other features may use of the super-admin feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { SuperAdminPage } from './components/super-admin-page';

// What the app's routes and other features may use of the org-admin feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { OrgAdminPage } from './components/org-admin-page';

// What the app's routes and other features may use of the finlock-requests feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { FinLockRequestsPage } from './components/finlock-requests-page';
export { RequestFinLockButton } from './components/request-finlock-button';

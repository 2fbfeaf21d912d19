// What the app's routes and other features may use of the carrier-checks feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { CarrierCheckPage } from './components/carrier-check-page';
export { CarrierHistoryPage } from './components/carrier-history-page';

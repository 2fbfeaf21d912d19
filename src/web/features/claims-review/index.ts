// What the app's routes and other features may use of the claims-review feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { ClaimsReviewPage } from './components/claims-review-page';

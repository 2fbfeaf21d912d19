// What the app's routes and other features may use of the claims-intake feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { ClaimsIntakePage } from './components/claims-intake-page';

// What the app's routes and other features may use of the denied-claims feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { DeniedClaimsPage } from './components/denied-claims-page';

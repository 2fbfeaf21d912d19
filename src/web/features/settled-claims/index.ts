// What the app's routes and other features may use of the settled-claims feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { SettledClaimsPage } from './components/settled-claims-page';

// What the rest of the server may use of the claims-review module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { claimsReviewRoutes } from './routes';

// What the rest of the server may use of the settled-claims module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { settledClaimRoutes } from './routes';

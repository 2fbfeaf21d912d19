// What the rest of the server may use of the denied-claims module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { deniedClaimRoutes } from './routes';

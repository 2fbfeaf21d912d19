// What the rest of the server may use of the two-factor module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { twoFactorRoutes } from './routes';

// What the rest of the server may use of the finlock-requests module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { finlockRequestRoutes } from './routes';

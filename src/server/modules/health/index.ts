// What the rest of the server may use of the health module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { healthRoutes } from './routes';

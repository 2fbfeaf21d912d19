// What the rest of the server may use of the metrics module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { metricsRoutes } from './routes';

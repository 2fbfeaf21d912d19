// What the rest of the server may use of the monitoring module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { startMonitoringTicks } from './monitoring-ticks';
export { monitoringRoutes } from './routes';
export { monitoringSearchWorker } from './search-watched-device';
export { watchSettledClaim } from './watch-settled-claim';

// What the rest of the server may use of the data-retention module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { retentionRunWorker, runRetention, scheduleRetentionRuns } from './retention-run';
export { dataRetentionRoutes } from './routes';

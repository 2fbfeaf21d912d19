// What the rest of the server may use of the alerts module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { alertDigestWorker, scheduleAlertDigests } from './queue-alert-digest';
export { alertRoutes } from './routes';

// What the rest of the server may use of the bulk-intakes module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { bulkIntakeJob } from './queue-bulk-intake';
export { bulkIntakeApprovalRoutes, bulkIntakeRoutes } from './routes';
export { resumeBudgetPausedBatches } from './service';
export { bulkIntakeWorker } from './work-bulk-intake';

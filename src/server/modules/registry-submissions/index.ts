// What the rest of the server may use of the registry-submissions module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { queueRegistrySubmission } from './queue-registry-submission';
export { registrySubmissionRoutes } from './routes';
export { registrySubmissionWorker } from './submit-settled-claim';

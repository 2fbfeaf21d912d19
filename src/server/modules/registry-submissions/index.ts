// What the rest of the server may use of the registry-submissions module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { queueRegistrySubmission, type RegistrySubmissionJob } from './queue-registry-submission';
export { registrySubmissionRoutes } from './routes';
export { submitSettledClaim } from './submit-settled-claim';

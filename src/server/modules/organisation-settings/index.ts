// What the rest of the server may use of the organisation-settings module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { isRegistrySubmissionOn } from './reads';
export { organisationSettingsRoutes } from './routes';

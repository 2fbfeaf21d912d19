// What the rest of the server may use of the organisations module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { findOrganisationByDomain } from './reads';
export { organisationRoutes } from './routes';

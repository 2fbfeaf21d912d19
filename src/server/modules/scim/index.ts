// What the rest of the server may use of the scim module; everything else in this folder is private to it
// (`npm run lint:borders`).
export { scimRoutes } from './scim-routes';
export { scimTokenRoutes } from './token-routes';

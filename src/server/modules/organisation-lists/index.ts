// What the rest of the server may use of the organisation-lists module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { isDenialReasonOf, readTotalLossRule } from './reads';
export { claimTypeRoutes, denialReasonRoutes } from './routes';

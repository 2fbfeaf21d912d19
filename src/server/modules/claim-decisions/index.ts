// What the rest of the server may use of the claim-decisions module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { denyCheck } from './deny-check';
export { claimDecisionRoutes } from './routes';

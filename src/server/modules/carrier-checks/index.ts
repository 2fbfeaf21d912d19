// What the rest of the server may use of the carrier-checks module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { findCarrierCheck, findLatestCarrierCheck } from './reads';
export { carrierCheckRoutes } from './routes';

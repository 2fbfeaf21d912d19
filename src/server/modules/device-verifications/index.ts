// What the rest of the server may use of the device-verifications module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { findSettlementEvidence } from './reads';
export { deviceVerificationRoutes } from './routes';

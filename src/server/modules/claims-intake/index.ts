// What the rest of the server may use of the claims-intake module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { type ClaimTypes, loadIntakeContext } from './reads';
export { claimsIntakeRoutes } from './routes';
export { type IntakeTenant, recordValidIntake } from './service';

// What the app's routes and other features may use of the claim-decisions feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { CleanupClaimDialog } from './components/cleanup-claim-dialog';
export { DenyClaimsDialog } from './components/deny-claims-dialog';
export { DenyDialog } from './components/deny-dialog';
export { SettleDialog } from './components/settle-dialog';
export { SettleFromIntake } from './components/settle-from-intake';

// What the rest of the server may use of the auth module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { auditFailedSignIn } from './failed-sign-in-audit';
export { forgiveAddress, signInFailureCounts } from './rate-limits';
export { authRoutes } from './routes';

// What the app's routes and other features may use of the auth feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { AcceptInvitePage } from './components/accept-invite-page';
export { AuthPage } from './components/auth-page';
export { ResetPasswordPage } from './components/reset-password-page';

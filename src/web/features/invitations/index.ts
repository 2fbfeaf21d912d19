// What the app's routes and other features may use of the invitations feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { InvitationForm } from './components/invitation-form';

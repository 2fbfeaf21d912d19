// What the rest of the server may use of the invitations module; everything else in this folder is private to it
// (`npm run lint:borders`).

export { createInvitation } from './create-invitation';
export { resendInvitation } from './resend-invitation';
export { invitationRoutes } from './routes';
export { sendInvitationRoutes } from './send-routes';

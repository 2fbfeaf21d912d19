import { z } from 'zod';

/** `POST /api/v1/invitations/{members,organisation-admins}`: the notice and the invited account. */
export const InvitationSentReply = z.object({ message: z.string(), userId: z.uuid() });

/** `GET /api/v1/invitations/:token`: whom an open invitation is for. */
export const InvitationReply = z.object({ email: z.string() });

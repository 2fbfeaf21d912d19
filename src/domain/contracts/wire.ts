import { z } from 'zod';

/**
 * A moment in time. On the server it is a Date; in the reply's JSON, and so in the web app, it is the ISO 8601 text
 * (`2026-11-25T18:00:00.000Z`). The server's serializer encodes the Date; a reply checked on the web decodes nothing
 * and keeps the text.
 */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** What a reply's JSON holds, as the web app receives it (dates as ISO text). */
export type Wire<Contract extends z.ZodType> = z.input<Contract>;

/** The reply of an action that only confirms: the sentence a notice shows. */
export const MessageReply = z.object({ message: z.string() });

/** The reply of an action answered `204 No Content`: nothing at all. */
export const NoContent = z.undefined();

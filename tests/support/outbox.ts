import { asc, eq } from 'drizzle-orm';
import { mailOutbox } from '@/server/db/schema/platform';
import type { Services } from '@/server/services';

/** Mail kept in the outbox for one address, oldest first; waits for mail still being sent in the background. */
export async function mailsTo(services: Services, address: string) {
  await services.backgroundTasks.drain();
  return services.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
}

/** The link of the newest mail to an address (invitations and password resets carry exactly one). */
export async function latestLinkTo(services: Services, address: string): Promise<URL> {
  const mails = await mailsTo(services, address);
  const text = mails.at(-1)?.text;
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no mail with a link to ${address} in the outbox`);
  return new URL(link);
}

import { count, desc } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { mailOutbox } from '@/server/db/schema/platform';
import { pageOffset } from '@/server/http/paging';

/** One page of the kept mail, newest first, and how much is kept in all. */
export async function listOutboxMail(db: Database, query: { page: number; pageSize: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        toAddress: mailOutbox.toAddress,
        replyTo: mailOutbox.replyTo,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(mailOutbox),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

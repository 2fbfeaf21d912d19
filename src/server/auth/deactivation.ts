import { isAPIError } from 'better-auth/api';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ErrorCode } from '@/domain/errors';
import { messages } from '@/domain/messages';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema/auth';
import { AppError } from '@/server/errors';

export const ACCOUNT_DISABLED = 'ACCOUNT_DISABLED' satisfies ErrorCode;

/** Whether an organisation admin has deactivated the user. */
export async function isDeactivated(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deactivatedAt)));
  return row !== undefined;
}

/** better-auth refused to open a session for a deactivated user (see the session hook of createAuth). */
export const isAccountDisabledRefusal = (error: unknown) =>
  isAPIError(error) && error.body?.code === ACCOUNT_DISABLED;

/** What the sign-in form shows a deactivated user whose password (and code) were right. */
export const accountDisabled = () =>
  new AppError({ status: 403, code: ACCOUNT_DISABLED, message: messages.accountDisabled });

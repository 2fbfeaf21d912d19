import { inArray } from 'drizzle-orm';
import { sessions } from '@/server/db/schema/auth';
import type { TestApp } from './test-app';

export interface KeptSessions {
  /** The Cookie header of each account, by e-mail. */
  cookieOf(email: string): string;
  /** Resets the database to the demo data and puts the sessions back, so the cookies keep working. */
  reset(): Promise<void>;
}

/**
 * Signs each account in once and keeps its session across database resets: tests that send hundreds of requests
 * as several users neither pay for a password hash per test nor run into the sign-in rate limit.
 */
export async function keepSessions(t: TestApp, emails: readonly string[]): Promise<KeptSessions> {
  const cookies = new Map<string, string>();
  for (const email of emails) cookies.set(email, await t.signIn(email));
  const tokens = [...cookies.values()].map(
    (cookie) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '',
  );
  const saved = await t.services.db.select().from(sessions).where(inArray(sessions.token, tokens));
  if (saved.length !== emails.length) throw new Error(`kept ${saved.length} of ${emails.length} sessions`);
  return {
    cookieOf(email) {
      const cookie = cookies.get(email);
      if (!cookie) throw new Error(`${email} was not signed in`);
      return cookie;
    },
    async reset() {
      await t.reset();
      await t.services.db.insert(sessions).values(saved).onConflictDoNothing();
    },
  };
}

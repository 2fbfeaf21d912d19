import { e2eSetting } from './e2e-env';
import type { CaughtMail } from './mail-catcher';

/** Mails the catcher holds for this address, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const url = new URL('/messages', e2eSetting('mailApiUrl'));
  url.searchParams.set('to', address);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** The id of the newest mail to this address, or 0: pass it as `afterId` to wait for the next one only. */
export async function lastMailId(address: string): Promise<number> {
  const mails = await mailsTo(address);
  return mails.at(-1)?.id ?? 0;
}

interface WaitForMail {
  to: string;
  subject: string | RegExp;
  afterId?: number;
  timeoutMs?: number;
}

/** Polls the catcher until a mail to `to` whose subject matches arrives (mail is sent in the background). */
export async function waitForMail({ to, subject, afterId = 0, timeoutMs = 15_000 }: WaitForMail) {
  const matches = (mail: CaughtMail) =>
    mail.id > afterId &&
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(to)).filter(matches).at(-1);
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`No mail to ${to} with subject ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in the mail's text to this path of the app (e.g. '/reset-password'). */
export function linkIn(mail: CaughtMail, pathname: string): URL {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`No ${pathname} link in the mail "${mail.subject}":\n${mail.text}`);
}

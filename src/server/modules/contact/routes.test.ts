import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '@/server/db/schema/platform';
import { mailsTo } from '../../../../tests/support/outbox';
import { setupTestApp } from '../../../../tests/support/test-app';

const CONTACT_TO = 'support@claimguard.test';
const t = setupTestApp({ env: { CONTACT_TO } });

const valid = {
  name: 'Pat Lee',
  email: 'pat@example.com',
  subject: 'Pricing',
  message: 'Please call me back.',
};
const send = (body: unknown) => t.post('/api/v1/contact-messages', body);

/** A well-formed address of the given length (at least 200): 64-character local part, labels of up to 63. */
function emailOfLength(length: number): string {
  const lastLabel = 'd'.repeat(length - (64 + 1 + 64 + 64 + 4));
  return `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${lastLabel}.com`;
}

async function outboxSize(): Promise<number> {
  await t.services.backgroundTasks.drain();
  const [row] = await t.services.db.select({ total: count() }).from(mailOutbox);
  return row?.total ?? 0;
}

describe('POST /api/v1/contact-messages', () => {
  it('mails the message to CONTACT_TO, replying to the sender, with the values trimmed', async () => {
    const response = await send({
      name: '  Pat Lee ',
      email: ' pat@example.com ',
      subject: ' Pricing ',
      message: '  Please call me back.  ',
    });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: "Message sent successfully! We'll get back to you soon." });
    const mails = await mailsTo(t.services, CONTACT_TO);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      replyTo: 'pat@example.com',
      subject: '[Contact] Pricing',
      text: 'From: Pat Lee <pat@example.com>\n\nPlease call me back.',
    });
  });

  it('accepts every field at its longest', async () => {
    const longest = {
      name: 'n'.repeat(100),
      email: emailOfLength(255),
      subject: 's'.repeat(200),
      message: 'm'.repeat(2000),
    };
    expect((await send(longest)).statusCode).toBe(202);
  });

  it.each([
    ['no name', { ...valid, name: '' }, 'Name is required'],
    ['a blank name', { ...valid, name: '   ' }, 'Name is required'],
    ['a name over 100', { ...valid, name: 'n'.repeat(101) }, 'Name must be less than 100 characters'],
    ['an invalid e-mail', { ...valid, email: 'pat.example.com' }, 'Invalid email address'],
    ['an e-mail over 255', { ...valid, email: emailOfLength(256) }, 'Email must be less than 255 characters'],
    ['no subject', { ...valid, subject: ' ' }, 'Subject is required'],
    [
      'a subject over 200',
      { ...valid, subject: 's'.repeat(201) },
      'Subject must be less than 200 characters',
    ],
    ['no message', { ...valid, message: '' }, 'Message is required'],
    [
      'a message over 2000',
      { ...valid, message: 'm'.repeat(2001) },
      'Message must be less than 2000 characters',
    ],
    ['everything empty', { name: '', email: '', subject: '', message: '' }, 'Name is required'],
    ['bad e-mail and no subject', { ...valid, email: 'x', subject: '' }, 'Invalid email address'],
    ['no subject and no message', { ...valid, subject: '', message: '' }, 'Subject is required'],
  ])('refuses %s with the first message in form order, and sends nothing', async (_case, body, message) => {
    const before = await outboxSize();
    const response = await send(body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await outboxSize()).toBe(before);
  });

  it('refuses unknown fields and sends nothing', async () => {
    const before = await outboxSize();
    const response = await send({ ...valid, cc: 'everyone@example.com' });
    expect(response.statusCode).toBe(400);
    expect(await outboxSize()).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/support/first-message';
import { ContactMessageSchema } from './contact-message';

const valid = { name: 'Pat Lee', email: 'pat@example.com', subject: 'Pricing', message: 'Please call me.' };

/** A well-formed address of the given length (at least 200). */
function emailOfLength(length: number): string {
  return `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(length - 197)}.com`;
}

describe('ContactMessageSchema', () => {
  it.each([
    ['a valid message', valid, null],
    [
      'every field at its maximum',
      {
        name: 'n'.repeat(100),
        email: emailOfLength(255),
        subject: 's'.repeat(200),
        message: 'm'.repeat(2000),
      },
      null,
    ],
    [
      'everything empty: the name first',
      { name: '', email: '', subject: '', message: '' },
      'Name is required',
    ],
    ['a blank name', { ...valid, name: '  ' }, 'Name is required'],
    ['a name of 101', { ...valid, name: 'n'.repeat(101) }, 'Name must be less than 100 characters'],
    ['an empty e-mail', { ...valid, email: '' }, 'Invalid email address'],
    ['an invalid e-mail', { ...valid, email: 'pat@' }, 'Invalid email address'],
    ['an e-mail of 256', { ...valid, email: emailOfLength(256) }, 'Email must be less than 255 characters'],
    ['a blank subject', { ...valid, subject: ' ' }, 'Subject is required'],
    ['a subject of 201', { ...valid, subject: 's'.repeat(201) }, 'Subject must be less than 200 characters'],
    ['a blank message', { ...valid, message: '\n ' }, 'Message is required'],
    [
      'a message of 2001',
      { ...valid, message: 'm'.repeat(2001) },
      'Message must be less than 2000 characters',
    ],
    [
      'e-mail, subject and message wrong: the e-mail first',
      { ...valid, email: 'x', subject: '', message: '' },
      'Invalid email address',
    ],
    [
      'subject and message wrong: the subject first',
      { ...valid, subject: '', message: '' },
      'Subject is required',
    ],
  ])('%s gives %s', (_case, input, message) => {
    expect(firstMessage(ContactMessageSchema, input)).toBe(message);
  });

  it('trims every value before checking and keeps the trimmed values', () => {
    const padded = {
      name: ' Pat ',
      email: ' pat@example.com ',
      subject: ' Hi ',
      message: ` ${'m'.repeat(2000)} `,
    };
    expect(ContactMessageSchema.parse(padded)).toEqual({
      name: 'Pat',
      email: 'pat@example.com',
      subject: 'Hi',
      message: 'm'.repeat(2000),
    });
  });

  it('refuses unknown keys', () => {
    expect(ContactMessageSchema.safeParse({ ...valid, cc: 'everyone@example.com' }).success).toBe(false);
  });
});

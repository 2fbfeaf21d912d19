import { describe, expect, it } from 'vitest';
import { firstMessage } from '../../../tests/support/first-message';
import { UserDetailsSchema } from './user-details';

const valid = { firstName: 'Ann', lastName: 'Lee', title: 'Claims Handler' };

describe('UserDetailsSchema: first name, last name and title', () => {
  it.each([
    ['complete details', valid, null],
    [
      'names and title of 100 characters',
      { firstName: 'f'.repeat(100), lastName: 'l'.repeat(100), title: 't'.repeat(100) },
      null,
    ],
    ['no first name', { ...valid, firstName: '' }, 'First name is required'],
    ['a blank first name', { ...valid, firstName: '  ' }, 'First name is required'],
    [
      'no first name and no last name: the first name first',
      { ...valid, firstName: '', lastName: '' },
      'First name is required',
    ],
    ['no last name', { ...valid, lastName: '' }, 'Last name is required'],
    ['a blank last name', { ...valid, lastName: '\t' }, 'Last name is required'],
    [
      'a first name of 101 characters',
      { ...valid, firstName: 'f'.repeat(101) },
      'Name must be less than 100 characters',
    ],
    [
      'a last name of 101 characters',
      { ...valid, lastName: 'l'.repeat(101) },
      'Name must be less than 100 characters',
    ],
    [
      'a title of 101 characters',
      { ...valid, title: 't'.repeat(101) },
      'Title must be less than 100 characters',
    ],
  ])('%s → %s', (_case, body, expected) => {
    expect(firstMessage(UserDetailsSchema, body)).toBe(expected);
  });

  it.each([
    ['a title', { ...valid, title: ' Claims Handler ' }, 'Claims Handler'],
    ['an empty title', { ...valid, title: '' }, null],
    ['a blank title', { ...valid, title: '   ' }, null],
    ['no title', { ...valid, title: null }, null],
    ['a missing title', { firstName: 'Ann', lastName: 'Lee' }, null],
  ])('stores %s as %j, with the names trimmed', (_case, body, title) => {
    expect(UserDetailsSchema.parse({ ...body, firstName: ' Ann ', lastName: ' Lee ' })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      title,
    });
  });

  it('refuses unknown fields', () => {
    expect(UserDetailsSchema.safeParse({ ...valid, email: 'ann@acme.com' }).success).toBe(false);
  });
});

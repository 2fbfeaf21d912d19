import { describe, expect, it } from 'vitest';
import { applyUserPatch, type DesiredUser, readMembershipPatch, readUser } from './user-input';

const dana: DesiredUser = {
  userName: 'dana@demo.test',
  firstName: 'Dana',
  lastName: 'Directory',
  title: 'Claim Handler',
  externalId: '00u1',
  active: true,
};

const patch = (...Operations: unknown[]) => ({
  schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
  Operations,
});

describe('readUser', () => {
  it('keeps the attributes the app stores, the e-mail in lower case, active by default', () => {
    expect(
      readUser({
        userName: ' Dana@Demo.test ',
        name: { givenName: 'Dana', familyName: 'Directory' },
        emails: [],
      }),
    ).toEqual({ ...dana, title: null, externalId: null });
  });

  it('refuses a missing name or e-mail, and an active flag that is no boolean', () => {
    expect(() => readUser({ userName: 'dana@demo.test', name: { givenName: 'Dana' } })).toThrow(/lastName/);
    expect(() => readUser({ name: { givenName: 'Dana', familyName: 'D' } })).toThrow(/userName/);
    expect(() => readUser({ ...dana, name: { givenName: 'D', familyName: 'D' }, active: 'maybe' })).toThrow(
      /active/,
    );
  });
});

describe('applyUserPatch', () => {
  it('applies operations in order, by path or by a value object, ops and flags as Entra spells them', () => {
    expect(
      applyUserPatch(
        dana,
        patch(
          { op: 'Replace', path: 'active', value: 'False' },
          { op: 'replace', value: { 'name.givenName': 'Dee', title: 'Lead' } },
          { op: 'add', path: 'urn:ietf:params:scim:schemas:core:2.0:User:name.familyName', value: 'Doe' },
          { op: 'replace', path: 'displayName', value: 'ignored: made from the names' },
          { op: 'remove', path: 'externalId' },
        ),
      ),
    ).toEqual({ ...dana, firstName: 'Dee', lastName: 'Doe', title: 'Lead', externalId: null, active: false });
    expect(
      applyUserPatch(dana, patch({ op: 'replace', path: 'name', value: { familyName: 'Doe' } })),
    ).toEqual({
      ...dana,
      lastName: 'Doe',
    });
  });

  it.each([
    [patch({ op: 'replace', path: 'nickName', value: 'D' }), 'invalidPath'],
    [patch({ op: 'remove', path: 'active' }), 'mutability'],
    [patch({ op: 'remove' }), 'noTarget'],
    [patch({ op: 'move', path: 'title', value: 'x' }), 'invalidValue'],
    [patch(), 'invalidValue'],
    [patch({ op: 'replace', path: 'name.givenName', value: '' }), 'invalidValue'],
  ])('refuses %j with %s', (body, scimType) => {
    expect(() => applyUserPatch(dana, body)).toThrow(expect.objectContaining({ scimType }));
  });
});

describe('readMembershipPatch', () => {
  it('reads members added and removed, as a list or one by a value filter', () => {
    expect(
      readMembershipPatch(
        patch(
          { op: 'Add', path: 'members', value: [{ value: 'a' }, { value: 'b' }] },
          { op: 'remove', path: 'members[value eq "c"]' },
          { op: 'Remove', path: 'members', value: [{ value: 'd' }] },
        ),
      ),
    ).toEqual({ add: ['a', 'b'], remove: ['c', 'd'] });
  });

  it.each([
    [patch({ op: 'replace', path: 'displayName', value: 'Staff' }), 'mutability'],
    [patch({ op: 'replace', path: 'members', value: [] }), 'invalidPath'],
    [patch({ op: 'add', path: 'members', value: 'a' }), 'invalidValue'],
  ])('refuses %j with %s', (body, scimType) => {
    expect(() => readMembershipPatch(body)).toThrow(expect.objectContaining({ scimType }));
  });
});

import { z } from 'zod';
import { messages } from '@/domain/messages';
import { UserDetailsSchema } from '@/domain/schemas/user-details';
import { scimMessages } from '@/domain/scim-messages';
import { invalidValue, ScimError } from './scim-error';

/** A person as the directory wants them: what a POST or PUT gives, or a PATCH leaves. */
export interface DesiredUser {
  userName: string;
  firstName: string;
  lastName: string;
  title: string | null;
  externalId: string | null;
  active: boolean;
}

/** `true`, or the text "True" some identity providers send for it. */
const flag = z.preprocess(
  (value) =>
    typeof value === 'string' ? ({ true: true, false: false }[value.toLowerCase()] ?? value) : value,
  z.boolean(),
);

/** The attributes of a SCIM User this server keeps; the others (schemas, emails, displayName...) are left aside. */
const UserInputSchema = z.looseObject({
  userName: z
    .string()
    .trim()
    .toLowerCase()
    .max(255, messages.emailTooLong)
    .pipe(z.email(messages.invalidEmailAddress)),
  externalId: z.string().trim().min(1).max(255).nullish(),
  name: z.looseObject({ givenName: z.string().nullish(), familyName: z.string().nullish() }).nullish(),
  title: z.string().nullish(),
  active: flag.optional(),
});

const firstIssue = (error: z.ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : messages.invalidRequest;
};

/** The identity provider's User as the person it describes; a missing or invalid attribute is `invalidValue`. */
export function readUser(input: unknown): DesiredUser {
  const user = UserInputSchema.safeParse(input);
  if (!user.success) throw invalidValue(scimMessages.invalidBody(firstIssue(user.error)));
  const { userName, externalId, name, title, active } = user.data;
  const details = UserDetailsSchema.safeParse({
    firstName: name?.givenName ?? '',
    lastName: name?.familyName ?? '',
    title,
  });
  if (!details.success) throw invalidValue(scimMessages.invalidBody(firstIssue(details.error)));
  return { userName, ...details.data, externalId: externalId ?? null, active: active ?? true };
}

/** A User as a PATCH sees it: the attributes it may change, as SCIM names them. */
export function patchableUser(user: DesiredUser): Record<string, unknown> {
  return {
    userName: user.userName,
    externalId: user.externalId,
    name: { givenName: user.firstName, familyName: user.lastName },
    title: user.title,
    active: user.active,
  };
}

const PatchSchema = z.looseObject({
  Operations: z
    .array(z.looseObject({ op: z.string(), path: z.string().optional(), value: z.unknown().optional() }))
    .min(1),
});

const USER_URN = 'urn:ietf:params:scim:schemas:core:2.0:user:';
/** Where each path a PATCH may name is kept (lower case, as SCIM's attribute names are case-insensitive). */
const TARGETS: Record<string, readonly string[]> = {
  username: ['userName'],
  externalid: ['externalId'],
  'name.givenname': ['name', 'givenName'],
  'name.familyname': ['name', 'familyName'],
  title: ['title'],
  active: ['active'],
};
/** What a User says that this server derives from the rest (the name shown, the e-mail) or does not keep. */
const DERIVED = /^(displayname|name\.formatted|emails(\[.*\])?(\..+)?)$/;
/** What may be removed: the rest is required of every person. */
const REMOVABLE = new Set(['externalid', 'title']);

function setAt(user: Record<string, unknown>, target: readonly string[], value: unknown) {
  const [first, second] = target as [string, string | undefined];
  if (second === undefined) {
    user[first] = value;
    return;
  }
  user[first] = { ...(user[first] as Record<string, unknown>), [second]: value };
}

function applyOne(user: Record<string, unknown>, op: string, path: string, value: unknown) {
  const key = path.toLowerCase().replace(USER_URN, '');
  if (key === 'name' && op !== 'remove' && value && typeof value === 'object') {
    for (const [sub, subValue] of Object.entries(value)) applyOne(user, op, `name.${sub}`, subValue);
    return;
  }
  if (DERIVED.test(key)) return;
  const target = TARGETS[key];
  if (!target)
    throw new ScimError(400, scimMessages.invalidPatch(`unknown attribute "${path}"`), 'invalidPath');
  if (op !== 'remove') return setAt(user, target, value);
  if (!REMOVABLE.has(key))
    throw new ScimError(400, scimMessages.invalidPatch(`"${path}" cannot be removed`), 'mutability');
  setAt(user, target, null);
}

/**
 * The person after the PATCH's operations (RFC 7644, 3.5.2), applied in order to what is kept of them: `add` and
 * `replace` set an attribute (by path, or each attribute of a value without one), `remove` clears one that may be
 * cleared. The result is read as a PUT's body is, so both refuse the same values.
 */
export function applyUserPatch(current: DesiredUser, body: unknown): DesiredUser {
  const patch = PatchSchema.safeParse(body);
  if (!patch.success) throw invalidValue(scimMessages.invalidPatch(firstIssue(patch.error)));
  const user = patchableUser(current);
  for (const { op: givenOp, path, value } of patch.data.Operations) {
    const op = givenOp.toLowerCase();
    if (!['add', 'replace', 'remove'].includes(op)) {
      throw invalidValue(scimMessages.invalidPatch(`unknown op "${givenOp}"`));
    }
    if (path !== undefined) {
      applyOne(user, op, path, value);
    } else if (op !== 'remove' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [attribute, attributeValue] of Object.entries(value))
        applyOne(user, op, attribute, attributeValue);
    } else {
      throw new ScimError(
        400,
        scimMessages.invalidPatch('an operation without a path needs an object value'),
        'noTarget',
      );
    }
  }
  return readUser(user);
}

/** The members a Group PATCH adds or removes, as the ids of people. */
export interface MembershipChange {
  add: string[];
  remove: string[];
}

const memberValues = (value: unknown): string[] => {
  const members = z.array(z.looseObject({ value: z.string() })).safeParse(value);
  if (!members.success) throw invalidValue(scimMessages.invalidPatch('members must be a list of { value }'));
  return members.data.map((member) => member.value);
};

const MEMBER_PATH = /^members\[\s*value\s+eq\s+"([^"]+)"\s*\]$/i;

/**
 * A Group PATCH as the people it adds and removes: `add` of `members`, `remove` of `members` with a list or of
 * `members[value eq "id"]`. The groups are fixed, so their name cannot change; a `replace` of the whole list is
 * refused rather than guessed at.
 */
export function readMembershipPatch(body: unknown): MembershipChange {
  const patch = PatchSchema.safeParse(body);
  if (!patch.success) throw invalidValue(scimMessages.invalidPatch(firstIssue(patch.error)));
  const change: MembershipChange = { add: [], remove: [] };
  for (const { op: givenOp, path = '', value } of patch.data.Operations) {
    const op = givenOp.toLowerCase();
    const one = MEMBER_PATH.exec(path.trim());
    if (op === 'add' && path.toLowerCase() === 'members') change.add.push(...memberValues(value));
    else if (op === 'remove' && path.toLowerCase() === 'members') change.remove.push(...memberValues(value));
    else if (op === 'remove' && one?.[1]) change.remove.push(one[1]);
    else if (path.toLowerCase() === 'displayname') {
      throw new ScimError(
        400,
        scimMessages.invalidPatch('the groups are fixed: their name cannot change'),
        'mutability',
      );
    } else
      throw new ScimError(
        400,
        scimMessages.invalidPatch(`"${givenOp}" of "${path}" is not supported`),
        'invalidPath',
      );
  }
  return change;
}

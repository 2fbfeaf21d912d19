import { type Filter, parse } from 'scim2-parse-filter';
import { scimMessages } from '@/domain/scim-messages';
import { invalidFilter } from './scim-error';

/**
 * The identity provider's filter (`userName eq "a@b.test"`, `externalId eq "00u1" and userName eq "a@b.test"`) as
 * the equalities it asks for, each of one of `attributes` (compared without regard to case, as SCIM's attribute names
 * are). What identity providers send to find a record before creating or linking it is supported; any other filter
 * (another attribute or operator, `or`, `not`) is refused with `invalidFilter`, never answered with a list it did not
 * ask for.
 */
export function readFilter<Attribute extends string>(
  text: string | undefined,
  attributes: readonly Attribute[],
): Partial<Record<Attribute, string>> {
  if (text === undefined || text.trim() === '') return {};
  let filter: Filter;
  try {
    filter = parse(text);
  } catch {
    throw invalidFilter(scimMessages.unsupportedFilter);
  }
  const equalities = filter.op === 'and' ? filter.filters : [filter];
  const result: Partial<Record<Attribute, string>> = {};
  for (const equality of equalities) {
    const attribute =
      equality.op === 'eq'
        ? attributes.find((name) => name.toLowerCase() === equality.attrPath.toLowerCase())
        : undefined;
    if (!attribute || equality.op !== 'eq' || typeof equality.compValue !== 'string' || attribute in result) {
      throw invalidFilter(scimMessages.unsupportedFilter);
    }
    result[attribute] = equality.compValue;
  }
  return result;
}

/** What a list of users may be narrowed to: the e-mail (userName) and the identity provider's id (externalId). */
export type UserFilter = Partial<Record<'userName' | 'externalId', string>>;

export const readUserFilter = (text: string | undefined): UserFilter =>
  readFilter(text, ['userName', 'externalId']);

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedDeprecation, deprecatedField, deprecationHeaders } from './deprecation';

const notice = { since: '2026-12-01', sunset: '2027-06-01', link: 'https://example.test/changelog#2-1-0' };

describe('a deprecation', () => {
  it('gives at least six months between deprecating and removing', () => {
    expect(checkedDeprecation(notice)).toBe(notice);
    expect(checkedDeprecation({ ...notice, sunset: '2027-12-31' })).toMatchObject({ sunset: '2027-12-31' });
    expect(() => checkedDeprecation({ ...notice, sunset: '2027-05-31' })).toThrow(
      "A sunset on 2027-05-31 gives less than 6 months' notice after 2026-12-01",
    );
    expect(() => checkedDeprecation({ ...notice, since: 'soon' })).toThrow(
      "A deprecation's days are YYYY-MM-DD",
    );
    expect(() => checkedDeprecation({ ...notice, sunset: '2027-13-01' })).toThrow(
      "A deprecation's days are YYYY-MM-DD",
    );
  });

  it('says so in the Deprecation, Sunset and Link headers', () => {
    expect(deprecationHeaders(notice)).toEqual({
      Deprecation: '@1796083200',
      Sunset: 'Tue, 01 Jun 2027 00:00:00 GMT',
      Link: '<https://example.test/changelog#2-1-0>; rel="deprecation"',
    });
  });

  it('marks a reply field deprecated in its JSON schema', () => {
    const reply = z.object({ kept: z.string(), old: deprecatedField(z.string()) });
    const schema = z.toJSONSchema(reply) as { properties: Record<string, { deprecated?: boolean }> };
    expect(schema.properties.old?.deprecated).toBe(true);
    expect(schema.properties.kept?.deprecated).toBeUndefined();
  });
});

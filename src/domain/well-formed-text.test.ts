import { describe, expect, it } from 'vitest';
import { isWellFormedText } from './well-formed-text';

describe('isWellFormedText', () => {
  it.each(['', 'Claim 42', 'Zoë', '😀👩‍👩‍👧‍👦🇬🇧', '\u200B\uFEFF'])('takes %j', (text) => {
    expect(isWellFormedText(text)).toBe(true);
  });

  it.each(['\uD800', 'a\uDC00b', 'end\uD83D', '\uDE00start', '\uD83D\uD83D'])('refuses %j', (text) => {
    expect(isWellFormedText(text)).toBe(false);
  });
});

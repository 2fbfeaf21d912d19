import { describe, expect, it } from 'vitest';
import { isWellFormedText, MALFORMED_TEXT_MESSAGE } from './well-formed-text';

describe('isWellFormedText', () => {
  it.each(['', 'Claim 42', 'Zoë', '😀👩‍👩‍👧‍👦🇬🇧', '\u200B\uFEFF'])('takes %j', (text) => {
    expect(isWellFormedText(text)).toBe(true);
  });

  it.each(['\uD800', 'a\uDC00b', 'end\uD83D', '\uDE00start', '\uD83D\uD83D'])('refuses %j', (text) => {
    expect(isWellFormedText(text)).toBe(false);
  });

  it('tells the sender why such text is refused', () => {
    expect(MALFORMED_TEXT_MESSAGE).toBe('Text must be valid Unicode');
  });
});

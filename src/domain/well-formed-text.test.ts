import { describe, expect, it } from 'vitest';
import { isFreeOfHiddenControls, isWellFormedText, MALFORMED_TEXT_MESSAGE } from './well-formed-text';

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

describe('isFreeOfHiddenControls', () => {
  it.each(['', 'Maya Smith', 'Zoë', 'می\u200Cخواهم', '👩\u200D👩\u200D👧', 'x;=1+1;'])('takes %j', (text) => {
    expect(isFreeOfHiddenControls(text)).toBe(true);
  });

  it.each([
    '\u202eevil\u200b',
    'a\u202Ab',
    'a\u2066b\u2069',
    'a\u200Eb',
    'a\u200Fb',
    'a\u061Cb',
    'a\u2060b',
    '\uFEFFa',
  ])('refuses %j', (text) => {
    expect(isFreeOfHiddenControls(text)).toBe(false);
  });
});

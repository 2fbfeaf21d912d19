import { describe, expect, it } from 'vitest';
import { deviceHistoryBusyMessage, messages, signInLockedOutMessage, tooManyChecksMessage } from './messages';

describe('tooManyChecksMessage: a check refused for coming too often', () => {
  it.each([
    [1, 'Too many checks in a short time. Please wait 1 second and try again.'],
    [2, 'Too many checks in a short time. Please wait 2 seconds and try again.'],
    [30, 'Too many checks in a short time. Please wait 30 seconds and try again.'],
  ])('after %i s: %s', (seconds, text) => {
    expect(tooManyChecksMessage(seconds)).toBe(text);
  });
});

describe('signInLockedOutMessage: a sign-in locked after failed attempts', () => {
  it.each([
    ['4 minutes', 'Too many failed attempts. Try again in 4 minutes.'],
    ['30 seconds', 'Too many failed attempts. Try again in 30 seconds.'],
  ])('for %s: %s', (wait, text) => {
    expect(signInLockedOutMessage(wait)).toBe(text);
  });
});

describe('deviceHistoryBusyMessage: the provider asked us to wait', () => {
  it.each([
    [1, 'The device-history service is busy: try again in 1 second'],
    [20, 'The device-history service is busy: try again in 20 seconds'],
  ])('for %i s: %s', (seconds, text) => {
    expect(deviceHistoryBusyMessage(seconds)).toBe(text);
  });
});

describe('messages.methodNotAllowed: a known address asked with a method it does not take', () => {
  it('names the method asked and the methods it takes', () => {
    expect(messages.methodNotAllowed('DELETE', 'GET, HEAD, POST')).toBe(
      'This address does not take DELETE; it takes GET, HEAD, POST.',
    );
  });
});

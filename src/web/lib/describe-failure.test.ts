import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { anyFailure, describeFailure, type SaysWhy, serverAnswered, serverRefused } from './describe-failure';

const FALLBACK = { title: 'Error', description: 'Failed to delete check. Please try again.' };

const lostConnection = new ApiError(
  0,
  'NETWORK_ERROR',
  'Could not reach the server. Check your connection and try again.',
);
const notFound = new ApiError(404, 'NOT_FOUND', 'Check not found');
const rateLimited = new ApiError(
  429,
  'TOO_MANY_REQUESTS',
  'Too many checks in a short time. Please wait 30 seconds and try again.',
  undefined,
  30,
);
const invalidField = new ApiError(400, 'VALIDATION_ERROR', 'IMEI must be exactly 15 digits');
const headed = new ApiError(
  409,
  'ALREADY_DENIED',
  'This IMEI was denied on 01/02/2026.',
  'IMEI Already Denied',
);
const ours = new ApiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
const headedOurs = new ApiError(
  504,
  'PROVIDER_ERROR',
  'The device-history service did not answer.',
  'Check Failed',
);

const server = (error: ApiError) => ({ title: error.title ?? FALLBACK.title, description: error.message });

describe('describeFailure', () => {
  it.each<[string, SaysWhy, unknown, object]>([
    ['any failure', anyFailure, lostConnection, server(lostConnection)],
    ['any failure', anyFailure, notFound, server(notFound)],
    ['any failure', anyFailure, ours, server(ours)],
    ['any failure', anyFailure, headed, server(headed)],
    ['an answered call', serverAnswered, lostConnection, FALLBACK],
    ['an answered call', serverAnswered, notFound, server(notFound)],
    ['an answered call', serverAnswered, ours, server(ours)],
    ['a refused call', serverRefused, lostConnection, FALLBACK],
    ['a refused call', serverRefused, invalidField, server(invalidField)],
    ['a refused call', serverRefused, rateLimited, server(rateLimited)],
    ['a refused call', serverRefused, headed, server(headed)],
    ['a refused call', serverRefused, ours, FALLBACK],
    ['a refused call', serverRefused, headedOurs, FALLBACK],
  ])('where %s says why: %o gives %o', (_, saysWhy, error, notice) => {
    expect(describeFailure(error, FALLBACK, { saysWhy })).toEqual(notice);
  });

  it.each([
    [lostConnection, server(lostConnection)],
    [headed, server(headed)],
    [new Error('boom'), FALLBACK],
    ['not an error', FALLBACK],
    [undefined, FALLBACK],
  ])('says why for every failed API call unless told otherwise: %o', (error, notice) => {
    expect(describeFailure(error, FALLBACK)).toEqual(notice);
  });

  it('shows the server heading where it gives one, else the fallback heading', () => {
    expect(describeFailure(headed, FALLBACK).title).toBe('IMEI Already Denied');
    expect(describeFailure(notFound, FALLBACK).title).toBe('Error');
  });

  it('keeps the message that already names the wait of a rate limit and the first invalid field', () => {
    expect(describeFailure(rateLimited, FALLBACK).description).toBe(rateLimited.message);
    expect(describeFailure(invalidField, FALLBACK).description).toBe('IMEI must be exactly 15 digits');
  });

  it('lets a server notice stay longer, and leaves the fallback as it is', () => {
    const rule = { saysWhy: serverRefused, duration: 8_000 };
    expect(describeFailure(headed, FALLBACK, rule)).toEqual({ ...server(headed), duration: 8_000 });
    expect(describeFailure(ours, FALLBACK, rule)).toEqual(FALLBACK);
  });

  it('leaves the description out where the fallback has none', () => {
    expect(describeFailure(new Error('boom'), { title: 'Failed to update claim type.' })).toEqual({
      title: 'Failed to update claim type.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  carrierCheckOutcome,
  carrierHistoryBadge,
  deviceMakeFromModel,
  isFinLockEligible,
} from './carrier-outcome';

describe('carrierCheckOutcome (success, blocked or error)', () => {
  it.each([
    ['CLEAN', null, 'success'],
    ['Eligible for activation', null, 'success'],
    ['clean', 'NONPAY', 'success'],
    ['BLOCKED', null, 'blocked'],
    ['Device blocked - lost', '', 'blocked'],
    ['ACTIVE', 'RESTRICTED_DEVICE', 'blocked'],
    ['ACTIVE', 'nonpay', 'blocked'],
    ['UNKNOWN', null, 'error'],
    [null, null, 'error'],
    ['', 'OK', 'error'],
    ['BLACKLISTED', null, 'error'],
  ] as const)('esn %j, developer code %j → %s', (esnStatus, developerCode, expected) => {
    expect(carrierCheckOutcome({ esnStatus, developerCode })).toBe(expected);
  });
});

describe('carrierHistoryBadge (Clean, Blacklisted or Unknown)', () => {
  it.each([
    ['CLEAN', null, 'Clean'],
    ['ELIGIBLE', 'RESTRICTED', 'Clean'],
    ['BLOCKED', null, 'Blacklisted'],
    ['Blacklisted', null, 'Blacklisted'],
    ['RESTRICTED', null, 'Blacklisted'],
    ['nonpay', null, 'Blacklisted'],
    ['ACTIVE', 'NONPAY', 'Blacklisted'],
    ['ACTIVE', 'restricted developer', 'Blacklisted'],
    ['UNKNOWN', null, 'Unknown'],
    [null, null, 'Unknown'],
  ] as const)('esn %j, developer code %j → %s', (esnStatus, developerCode, expected) => {
    expect(carrierHistoryBadge({ esnStatus, developerCode })).toBe(expected);
  });
});

describe('isFinLockEligible', () => {
  it.each([
    ['Pending Loan Payment', true],
    ['ACTIVE - PENDING LOAN PAYMENT', true],
    ['Outstanding balance of $420.00', true],
    ['OUTSTANDING BALANCE', true],
    ['Pending payment', false],
    ['Balance outstanding', false],
    ['ACTIVE', false],
    ['', false],
    [null, false],
  ] as const)('%j → %s', (deviceStatus, expected) => {
    expect(isFinLockEligible(deviceStatus)).toBe(expected);
  });
});

describe('deviceMakeFromModel', () => {
  it.each([
    ['Apple iPhone 15 Pro', 'Apple'],
    ['  Samsung   Galaxy S23 ', 'Samsung'],
    ['Pixel', 'Pixel'],
    ['', null],
    ['   ', null],
    [null, null],
  ] as const)('%j → %j', (model, expected) => {
    expect(deviceMakeFromModel(model)).toBe(expected);
  });
});

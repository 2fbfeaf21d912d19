import { messages } from './messages';

export const IMEI_LENGTH = 15;

export type ImeiValidation = { ok: true; imei: string } | { ok: false; message: string };

/** Keeps only the digits, so pasted forms such as `35-332811-000001-3` or `35 3328 ...` are accepted. */
export function normaliseImei(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * The IMEI rule of every form that takes one (intake, carrier check, replacement device): everything but digits is
 * dropped first, then some digits must remain, exactly 15 of them, with a valid Luhn check digit. The first failing
 * message wins, so `abc` is an empty IMEI.
 */
export function validateImei(input: string): ImeiValidation {
  const imei = normaliseImei(input);
  if (imei === '') return { ok: false, message: messages.imeiEmpty };
  if (imei.length !== IMEI_LENGTH) return { ok: false, message: messages.imeiNot15Digits };
  if (!isLuhnValid(imei)) return { ok: false, message: messages.imeiFailedLuhn };
  return { ok: true, imei };
}

/** The Luhn check digit that completes `payload` (for an IMEI, its first 14 digits). */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  for (let i = 0; i < payload.length; i += 1) {
    const digit = Number(payload[payload.length - 1 - i]);
    // Counting from the right of the payload, every first, third, ... digit sits in an even place once the
    // check digit is appended, and those are the ones Luhn doubles.
    const weighted = i % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** Duplicate, settle and bulk-delete matching use the first 14 digits: the check digit adds nothing. */
export function imeiMatchKey(imei: string): string {
  return normaliseImei(imei).slice(0, IMEI_LENGTH - 1);
}

/** The Type Allocation Code: the first 8 digits name the make and model. */
export function imeiTac(imei: string): string {
  return normaliseImei(imei).slice(0, 8);
}

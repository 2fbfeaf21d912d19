import { randomInt } from 'node:crypto';
import {
  comparableRecoveryCode,
  groupedRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
} from '@/domain/recovery-codes';

/** One new code: ten characters of the unambiguous alphabet drawn uniformly (about 49 bits), grouped for reading. */
function newRecoveryCode(): string {
  let characters = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
    characters += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  }
  return groupedRecoveryCode(characters);
}

/** A set of distinct codes, for the second factor's set-up and for "Make new codes". */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * The stored code a typed one stands for, compared without case, spaces or dashes; the typed text itself when none
 * matches (so that the second factor's check refuses it and counts the failure). Codes made before the unambiguous
 * alphabet (mixed case) are matched the same way, so they keep working until the user makes new ones.
 */
export function storedRecoveryCode(stored: readonly string[], typed: string): string {
  const wanted = comparableRecoveryCode(typed);
  return stored.find((code) => comparableRecoveryCode(code) === wanted) ?? typed;
}

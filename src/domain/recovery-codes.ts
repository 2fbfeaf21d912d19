/**
 * Recovery codes as people read and type them: capital letters and digits without the look-alikes (no 0/O, no
 * 1/I/L), in two groups of five. A typed code is compared without case, spaces or dashes.
 */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_GROUP = 5;
export const RECOVERY_CODE_LENGTH = 2 * RECOVERY_CODE_GROUP;
export const RECOVERY_CODE_COUNT = 10;

/** The form two codes are compared in: upper case, no spaces or dashes (also for codes made before this alphabet). */
export const comparableRecoveryCode = (code: string) => code.replace(/[\s\-‐-―]/g, '').toUpperCase();

/** A code's printed form: `ABCDE-FGHJK`. */
export const groupedRecoveryCode = (characters: string) =>
  `${characters.slice(0, RECOVERY_CODE_GROUP)}-${characters.slice(RECOVERY_CODE_GROUP)}`;

/** Texts of the Idempotency-Key header's refusals: what a claim-handling system's developer reads in its logs. */
export const idempotencyMessages = {
  invalidKey:
    'The Idempotency-Key header must be 1 to 255 printable ASCII characters (letters, digits, punctuation, spaces).',
  keyReused:
    'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
  keyInProgress:
    'A request with this Idempotency-Key is still being processed. Try again in a moment to receive its reply.',
} as const;

/**
 * The longest name, e-mail address, subject and message a contact message may have: the form counts the message
 * against its limit as it is typed, without waiting for the rules (and zod) to load.
 */
export const CONTACT_LIMITS = { name: 100, email: 255, subject: 200, message: 2000 } as const;

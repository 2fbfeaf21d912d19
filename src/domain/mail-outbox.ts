/** What a mail is for; the outbox keeps it with each mail. */
export const MAIL_KINDS = [
  'password-reset',
  'invitation',
  'contact',
  'webhook-disabled',
  'alert-digest',
  'bulk-intake',
  'search-budget',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Mail whose link lets its holder set the addressee's password: the outbox shows that link to the addressee alone. */
export const PASSWORD_LINK_KINDS: readonly MailKind[] = ['password-reset', 'invitation'];

/** What the outbox shows, in place of such a link, to a super admin the mail was not sent to. */
export const HIDDEN_LINK = '[link hidden: sent to another person]';

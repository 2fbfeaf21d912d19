import { deviceSearchMessages } from '@/domain/device-search-messages';
import type { MailKind } from '@/domain/mail-outbox';
import type { ContactMessage } from '@/domain/schemas/contact-message';
import { webhookMessages } from '@/domain/webhook-messages';
import type { Mail } from './mailer';

const PRODUCT = 'ClaimGuard';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkMail(input: {
  kind: Extract<MailKind, 'password-reset' | 'invitation'>;
  to: string;
  subject: string;
  lines: string[];
  action: string;
  url: string;
}): Mail {
  const text = [...input.lines, '', `${input.action}: ${input.url}`, '', `— ${PRODUCT}`].join('\n');
  const html = [
    ...input.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.action)}</a></p>`,
    `<p>— ${PRODUCT}</p>`,
  ].join('\n');
  return { kind: input.kind, to: input.to, subject: input.subject, text, html };
}

export function passwordResetMail(to: string, url: string): Mail {
  return linkMail({
    kind: 'password-reset',
    to,
    subject: `Reset your ${PRODUCT} password`,
    lines: [
      `Someone asked to reset the password of your ${PRODUCT} account.`,
      'The link works once and expires in one hour. If it was not you, ignore this e-mail.',
    ],
    action: 'Set a new password',
    url,
  });
}

export function invitationMail(input: {
  to: string;
  organisationName: string;
  url: string;
  expiresAt: Date;
}): Mail {
  return linkMail({
    kind: 'invitation',
    to: input.to,
    subject: `You are invited to ${input.organisationName} on ${PRODUCT}`,
    lines: [
      `You have been invited to join ${input.organisationName} on ${PRODUCT}.`,
      `Set your password to activate your account. The link works once and expires on ${input.expiresAt.toUTCString()}.`,
    ],
    action: 'Set your password',
    url: input.url,
  });
}

export function contactMail(to: string, message: ContactMessage): Mail {
  return {
    kind: 'contact',
    to,
    replyTo: message.email,
    subject: `[Contact] ${message.subject}`,
    text: `From: ${message.name} <${message.email}>\n\n${message.message}`,
  };
}

/** To an org admin: an endpoint of their organisation was disabled after failing again and again. */
export function webhookDisabledMail(input: {
  to: string;
  url: string;
  count: number;
  panelUrl: string;
}): Mail {
  return {
    kind: 'webhook-disabled',
    to: input.to,
    subject: webhookMessages.disabledMailSubject,
    text: `${webhookMessages.disabledMailText(input)}\n\n— ${PRODUCT}`,
  };
}

/** To each org admin, once a month: the organisation has used 80 % of its monthly search budget. */
export function searchBudgetWarningMail(input: {
  to: string;
  spent: number;
  budget: number;
  month: string;
  panelUrl: string;
}): Mail {
  return {
    kind: 'search-budget',
    to: input.to,
    subject: deviceSearchMessages.budgetWarningMailSubject(Math.floor((input.spent / input.budget) * 100)),
    text: `${deviceSearchMessages.budgetWarningMailText(input)}\n\n— ${PRODUCT}`,
  };
}

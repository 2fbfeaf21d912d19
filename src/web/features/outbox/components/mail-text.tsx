import { HIDDEN_LINK } from '@/domain/mail-outbox';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LINK_OR_HIDDEN = new RegExp(`(https?:\\/\\/\\S+|${escapeRegExp(HIDDEN_LINK)})`, 'g');

/**
 * A mail's plain text with its links clickable, so an invitation or reset can be completed from the outbox by its
 * addressee; a link the server hid (it was sent to someone else) reads as a note, not as part of the mail.
 */
export function MailText({ text }: { text: string }) {
  const parts = text.split(LINK_OR_HIDDEN);
  return (
    <pre className="whitespace-pre-wrap break-words font-sans text-sm">
      {parts.map((part, index) =>
        part === HIDDEN_LINK ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <em key={index} className="text-muted-foreground">
            {part}
          </em>
        ) : /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <a key={index} href={part} className="text-primary underline underline-offset-2">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

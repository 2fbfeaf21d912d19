/** A mail's plain text with its links clickable, so an invitation or reset can be completed from the outbox. */
export function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <pre className="whitespace-pre-wrap break-words font-sans text-sm">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
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

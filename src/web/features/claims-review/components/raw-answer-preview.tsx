import { useMemo } from 'react';
import { prettyJson } from './json-file';

/**
 * The start of a provider answer, pretty-printed: at most `maxLines` lines, so that a long answer (thousands of
 * earlier searches) never holds up the dialog drawing it. A cut preview says so and points to Download for the rest.
 */
export function RawAnswerPreview({
  value,
  maxLines,
  className,
}: {
  value: unknown;
  maxLines: number;
  className: string;
}) {
  const preview = useMemo(() => previewOf(prettyJson(value), maxLines), [value, maxLines]);
  return (
    <div className="grid gap-2">
      <pre className={className}>{preview.text}</pre>
      {preview.totalLines > maxLines ? (
        <p className="text-xs text-muted-foreground">
          Showing the first {maxLines.toLocaleString('en-US')} of {preview.totalLines.toLocaleString('en-US')}{' '}
          lines. Download the response for all of it.
        </p>
      ) : null}
    </div>
  );
}

function previewOf(text: string, maxLines: number) {
  let end = -1;
  let lines = 0;
  // Finds the end of line maxLines without splitting a large text into an array of every line.
  while (lines < maxLines) {
    end = text.indexOf('\n', end + 1);
    if (end === -1) return { text, totalLines: lines + 1 };
    lines += 1;
  }
  let totalLines = lines + 1;
  for (let at = text.indexOf('\n', end + 1); at !== -1; at = text.indexOf('\n', at + 1)) totalLines += 1;
  return { text: text.slice(0, end), totalLines };
}

/** Pretty-printed JSON, as viewed, copied and downloaded. */
export const prettyJson = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/** A file-name-safe moment: 2025-03-04T10-15-30-000Z. */
export const fileTimestamp = (date = new Date()) => date.toISOString().replace(/[:.]/g, '-');

export function downloadJson(value: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([prettyJson(value)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

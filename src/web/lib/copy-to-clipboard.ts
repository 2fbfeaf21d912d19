import { notify } from './notify';

/** Copies the text and says so ('Copied!'), or says why not when the browser refuses the clipboard. */
export async function copyToClipboard(text: string, failure: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('Copied!');
  } catch {
    notify.error('Copy Failed', failure);
  }
}

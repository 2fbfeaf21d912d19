import { ProviderError } from '@/server/providers/provider-error';
import type { DeviceImage } from './types';

/** Device pictures are small; anything bigger is not one. */
export const MAX_DEVICE_IMAGE_BYTES = 512 * 1024;
const IMAGE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const IMAGE_TIMEOUT_MS = 3000;

interface FetchCarrierImageInput {
  url: string;
  /** Only the carrier's own origin is fetched from: a stored URL can never make the server call elsewhere. */
  allowedOrigin: string;
  send: typeof fetch;
  timeoutMs: number;
}

/** One attempt, no redirects, a size cap and an image content type; otherwise a ProviderError of the carrier ('bad-response'). */
export async function fetchCarrierImage(input: FetchCarrierImageInput): Promise<DeviceImage> {
  const refuse = (detail: string, cause?: unknown) =>
    new ProviderError('carrier', 'bad-response', {
      detail: `device image ${input.url}: ${detail}`,
      attempts: 1,
      cause,
    });
  let url: URL;
  try {
    url = new URL(input.url);
  } catch (cause) {
    throw refuse('not a URL', cause);
  }
  if (url.origin !== input.allowedOrigin) throw refuse(`not on the carrier's origin ${input.allowedOrigin}`);

  const signal = AbortSignal.timeout(Math.min(input.timeoutMs, IMAGE_TIMEOUT_MS));
  let response: Response;
  try {
    response = await input.send(url, {
      signal,
      redirect: 'error',
      headers: { accept: IMAGE_TYPES.join(', ') },
    });
  } catch (cause) {
    throw refuse(signal.aborted ? 'timed out' : 'network error', cause);
  }
  if (response.status !== 200) throw refuse(`HTTP ${response.status}`);
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!IMAGE_TYPES.includes(contentType)) throw refuse(`content type '${contentType}'`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_DEVICE_IMAGE_BYTES) throw refuse('too large');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length === 0 || bytes.length > MAX_DEVICE_IMAGE_BYTES) throw refuse(`${bytes.length} bytes`);
  return { contentType, bytes };
}

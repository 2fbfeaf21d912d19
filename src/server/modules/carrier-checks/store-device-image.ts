import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Services } from '@/server/services';
import { findImageIdBySourceUrl, saveImage } from './queries';

const MAX_INPUT_PIXELS = 4096 * 4096;
const MAX_SIDE = 320;

/**
 * The carrier's bytes are never served as they came: they are decoded (SVG rasterised, so no script can survive) and
 * re-encoded as a small WebP.
 */
async function toWebp(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 85 })
    .toBuffer();
}

/**
 * Fetches the carrier's device picture once per URL and keeps it, so the browser only ever loads it from this app
 * (decision record 004). A picture that cannot be had is logged and left out: the check itself still counts.
 */
export async function storeDeviceImage(
  deps: Pick<Services, 'db' | 'carrier'>,
  sourceUrl: string | null,
  log: FastifyBaseLogger,
): Promise<string | null> {
  if (!sourceUrl) return null;
  const known = await findImageIdBySourceUrl(deps.db, sourceUrl);
  if (known) return known;
  try {
    const fetched = await deps.carrier.fetchDeviceImage(sourceUrl);
    const image = await toWebp(fetched.bytes);
    const id = createHash('sha256').update(image).digest('hex');
    await saveImage(deps.db, { id, sourceUrl, contentType: 'image/webp', image });
    return id;
  } catch (error) {
    log.warn({ err: error, sourceUrl }, 'carrier device image not stored');
    return null;
  }
}

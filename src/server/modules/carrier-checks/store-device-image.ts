import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services';
import { findImageIdBySourceUrl, saveImage } from './queries';

/**
 * Fetches the carrier's device picture once and keeps it, so the browser only ever loads it from this app (decision
 * record 004). A picture that cannot be had is logged and left out: the check itself still counts.
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
    const { contentType, bytes } = await deps.carrier.fetchDeviceImage(sourceUrl);
    const id = createHash('sha256').update(bytes).digest('hex');
    await saveImage(deps.db, { id, sourceUrl, contentType, image: bytes });
    return id;
  } catch (error) {
    log.warn({ err: error, sourceUrl }, 'carrier device image not stored');
    return null;
  }
}

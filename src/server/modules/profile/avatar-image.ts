import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { adminMessages } from '@/domain/admin-messages';
import { AppError } from '@/server/errors';

/** Decoding stops beyond this many pixels, so a small file that unpacks to a huge image (a "bomb") is refused. */
export const AVATAR_MAX_INPUT_PIXELS = 4096 * 4096;
const AVATAR_SIZE = 256;
/** Formats a browser shows as a photo; SVG and the rest libvips could read are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

export const invalidFileType = () =>
  new AppError({
    status: 415,
    code: 'INVALID_FILE_TYPE',
    message: adminMessages.invalidFileTypeText,
    title: adminMessages.invalidFileType,
  });

export interface AvatarImage {
  image: Buffer;
  contentType: 'image/webp';
  etag: string;
}

/** libvips refuses an image of more pixels than allowed before decoding it; any other failure means "not an image". */
function refusal(error: unknown): AppError {
  const isBomb = error instanceof Error && error.message.includes('pixel limit');
  return isBomb
    ? new AppError({
        status: 413,
        code: 'IMAGE_TOO_LARGE',
        message: adminMessages.imageTooManyPixels,
        title: adminMessages.fileTooLarge,
      })
    : invalidFileType();
}

/**
 * Reads the upload by its content (the declared type and name are ignored), then re-encodes it as a small WebP with
 * orientation applied and metadata dropped.
 */
export async function toAvatarImage(upload: Buffer): Promise<AvatarImage> {
  // sharp throws at once, outside its promise, on an empty buffer.
  if (upload.length === 0) throw invalidFileType();
  const options = { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' } as const;
  const metadata = await sharp(upload, options)
    .metadata()
    .catch((error: unknown) => {
      throw refusal(error);
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw invalidFileType();
  const image = await sharp(upload, options)
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch((error: unknown) => {
      throw refusal(error);
    });
  return {
    image,
    contentType: 'image/webp',
    etag: createHash('sha256').update(image).digest('hex').slice(0, 32),
  };
}

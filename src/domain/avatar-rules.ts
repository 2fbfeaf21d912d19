/** An avatar is at most 2 MB; the hint under the picker names JPG, PNG and GIF. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_HINT = 'JPG, PNG or GIF, at most 2MB';

/** Whether a chosen file may be sent at all; the server decides by the content, this only spares a pointless upload. */
export function isAvatarSizeAllowed(byteLength: number): boolean {
  return byteLength > 0 && byteLength <= AVATAR_MAX_BYTES;
}

import type { ReplacementDevice } from '@/domain/contracts/settled-claims';

/** 'APPLE IPHONE 7'; 'Unknown' when the check named neither. */
export const deviceName = (make: string | null, model: string | null) =>
  [make, model].filter(Boolean).join(' ') || 'Unknown';

/** The Specs column: 'Black • 256GB' (colour • storage). */
export const replacementSpecs = (device: ReplacementDevice) =>
  [device.color, device.storage].filter(Boolean).join(' • ');

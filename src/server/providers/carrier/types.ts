import type { CarrierResponse } from './schema';

export type { CarrierResponse } from './schema';

/** A device picture fetched from the carrier, checked to be a small image. */
export interface DeviceImage {
  contentType: string;
  bytes: Buffer;
}

/** What services depend on; the HTTP client implements it, tests may pass their own. */
export interface CarrierProvider {
  checkDevice(imei: string): Promise<CarrierResponse>;
  /** The picture at a URL the carrier gave; throws a ProviderError for any other host or anything but an image. */
  fetchDeviceImage(url: string): Promise<DeviceImage>;
}

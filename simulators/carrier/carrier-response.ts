/** The carrier device-check answer; every field but the IMEI may be null. */
export interface CarrierResponse {
  imei: string;
  model: string | null;
  description: string | null;
  esnStatus: string | null;
  deviceStatus: string | null;
  errorCode: string | null;
  developerCode: string | null;
  partNumber: string | null;
  productId: string | null;
  deviceSku: string | null;
  deviceType: string | null;
  deviceImageUrl: string | null;
}

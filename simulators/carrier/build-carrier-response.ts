import { createHash } from 'node:crypto';
import type { CarrierResponse } from './carrier-response';
import { DEVICES, type SimulatedDevice } from './devices';
import { findCarrierScenario } from './scenarios';

/** The same device for an IMEI on every run: picked by the IMEI's hash, so neighbouring IMEIs differ. */
function deviceFor(imei: string): { device: SimulatedDevice; isEligible: boolean } {
  const hash = createHash('sha256').update(imei).digest();
  return {
    device: DEVICES[(hash[0] ?? 0) % DEVICES.length] as SimulatedDevice,
    // About one ordinary device in five is not activated yet.
    isEligible: (hash[1] ?? 0) % 5 === 0,
  };
}

/** The 200 answer for an IMEI: its scenario's status, else clean or eligible. `origin` prefixes the image URL. */
export function buildCarrierResponse(imei: string, origin: string): CarrierResponse {
  const scenario = findCarrierScenario(imei);
  const { device, isEligible } = deviceFor(imei);
  const status = scenario?.status ?? {
    esnStatus: isEligible ? 'ELIGIBLE' : 'CLEAN',
    deviceStatus: isEligible ? 'INACTIVE - ELIGIBLE FOR ACTIVATION' : 'ACTIVE',
    developerCode: 'NONE',
    errorCode: '00',
  };
  if (scenario?.isUnknownDevice) {
    return {
      imei,
      model: null,
      description: 'Device not found in the carrier database',
      ...status,
      partNumber: null,
      productId: null,
      deviceSku: null,
      deviceType: null,
      deviceImageUrl: null,
    };
  }
  return {
    imei,
    model: device.model,
    description: device.description,
    ...status,
    partNumber: device.partNumber,
    productId: device.productId,
    deviceSku: device.deviceSku,
    deviceType: device.deviceType,
    deviceImageUrl: `${origin}/images/${device.slug}.svg`,
  };
}

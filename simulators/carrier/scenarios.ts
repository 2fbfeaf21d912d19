import { luhnCheckDigit } from '@/domain/imei';
import type { CarrierResponse } from './carrier-response';

/** How the simulator misbehaves for a fault scenario, instead of answering 200. */
export type CarrierFault =
  | 'upstream-error'
  | 'slow'
  | 'server-error'
  | 'malformed-json'
  | 'credentials-rejected';

/** The status fields a scenario sets on top of the device's clean answer; `device: null` is a device not found. */
type StatusFields = Pick<CarrierResponse, 'esnStatus' | 'deviceStatus' | 'developerCode' | 'errorCode'>;

export interface CarrierScenario {
  name: string;
  /** The two digits after the scenario TAC that pick this scenario. */
  code: string;
  fault?: CarrierFault;
  status?: StatusFields;
  /** True for a device the carrier does not know: no model, no image. */
  isUnknownDevice?: boolean;
}

/**
 * Scenario IMEIs are `35879911` (a made-up TAC) + the scenario's two-digit code + any four digits + the Luhn check
 * digit, so tests can take a fresh IMEI of any scenario (`scenarioImeiOf('nonpay', '4711')`). Every other IMEI
 * answers clean or eligible, the same way on every run. README.md lists one IMEI of each.
 */
export const SCENARIO_TAC = '35879911';

export const CARRIER_SCENARIOS = [
  {
    name: 'clean',
    code: '01',
    status: { esnStatus: 'CLEAN', deviceStatus: 'ACTIVE', developerCode: 'NONE', errorCode: '00' },
  },
  {
    name: 'eligible',
    code: '02',
    status: {
      esnStatus: 'ELIGIBLE',
      deviceStatus: 'INACTIVE - ELIGIBLE FOR ACTIVATION',
      developerCode: 'NONE',
      errorCode: '00',
    },
  },
  {
    name: 'blocked',
    code: '03',
    status: { esnStatus: 'BLOCKED', deviceStatus: 'LOST OR STOLEN', developerCode: 'LOST', errorCode: '00' },
  },
  {
    name: 'restricted',
    code: '04',
    status: {
      esnStatus: 'ACTIVE',
      deviceStatus: 'ACTIVE - RESTRICTED',
      developerCode: 'RESTRICTED',
      errorCode: '00',
    },
  },
  {
    name: 'nonpay',
    code: '05',
    status: {
      esnStatus: 'ACTIVE',
      deviceStatus: 'SUSPENDED - NON PAYMENT',
      developerCode: 'NONPAY',
      errorCode: '00',
    },
  },
  {
    name: 'pending-loan-payment',
    code: '06',
    status: {
      esnStatus: 'CLEAN',
      deviceStatus: 'ACTIVE - PENDING LOAN PAYMENT',
      developerCode: 'FINANCED',
      errorCode: '00',
    },
  },
  {
    name: 'outstanding-balance',
    code: '07',
    status: {
      esnStatus: 'BLOCKED',
      deviceStatus: 'Outstanding Balance',
      developerCode: 'NONPAY',
      errorCode: '00',
    },
  },
  {
    name: 'unknown-device',
    code: '08',
    isUnknownDevice: true,
    status: {
      esnStatus: 'UNKNOWN',
      deviceStatus: 'DEVICE NOT FOUND',
      developerCode: null,
      errorCode: 'DEVICE_NOT_FOUND',
    },
  },
  { name: 'upstream-error', code: '09', fault: 'upstream-error' },
  { name: 'slow', code: '10', fault: 'slow' },
  { name: 'server-error', code: '11', fault: 'server-error' },
  { name: 'malformed-json', code: '12', fault: 'malformed-json' },
  { name: 'credentials-rejected', code: '13', fault: 'credentials-rejected' },
] as const satisfies readonly CarrierScenario[];

export type CarrierScenarioName = (typeof CARRIER_SCENARIOS)[number]['name'];

const byCode = new Map<string, CarrierScenario>(
  CARRIER_SCENARIOS.map((scenario) => [scenario.code, scenario]),
);

/** The scenario an IMEI belongs to, or undefined for an ordinary device. */
export function findCarrierScenario(imei: string): CarrierScenario | undefined {
  if (!imei.startsWith(SCENARIO_TAC)) return undefined;
  return byCode.get(imei.slice(SCENARIO_TAC.length, SCENARIO_TAC.length + 2));
}

/** A Luhn-valid IMEI of the scenario; `serial` (four digits) tells IMEIs of one scenario apart. */
export function scenarioImeiOf(name: CarrierScenarioName, serial = '0000'): string {
  if (!/^\d{4}$/.test(serial)) throw new Error(`a scenario serial has 4 digits, not '${serial}'`);
  const scenario = CARRIER_SCENARIOS.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`no carrier scenario '${name}'`);
  const payload = `${SCENARIO_TAC}${scenario.code}${serial}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

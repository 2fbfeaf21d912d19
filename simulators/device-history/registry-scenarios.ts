import { luhnCheckDigit } from '@/domain/imei';
import type { Scenario } from './scenarios';

/** How `submitclaim` answers a registry scenario's serial, instead of registering it and answering its transaction id. */
export type SubmitBehaviour =
  | 'no-transaction-id'
  | 'slow'
  | 'reset'
  | 'duplicate'
  | 'refused'
  | 'unavailable-once'
  | 'server-error';

export interface RegistryScenario extends Scenario {
  submit: SubmitBehaviour;
}

/** The registry scenarios, each picked by one code digit (README.md lists one IMEI of each). */
export const REGISTRY_SCENARIOS = [
  { name: 'submit-no-transaction-id', code: '1', submit: 'no-transaction-id' },
  { name: 'submit-slow', code: '2', submit: 'slow' },
  { name: 'submit-reset', code: '3', submit: 'reset' },
  { name: 'submit-duplicate', code: '4', submit: 'duplicate' },
  { name: 'submit-refused', code: '5', submit: 'refused' },
  { name: 'submit-unavailable-once', code: '6', submit: 'unavailable-once' },
  { name: 'submit-error', code: '7', submit: 'server-error' },
] as const satisfies readonly { name: string; code: string; submit: SubmitBehaviour }[];
export type RegistryScenarioName = (typeof REGISTRY_SCENARIOS)[number]['name'];

/**
 * Registry scenario IMEIs are the catalogue's TAC `35332811`, a `9` (past the catalogue's running numbers), the
 * scenario's code digit, any four digits and the Luhn check digit, so each settlement of a test can take a fresh one
 * (`registryScenarioImei('submit-reset', '4711')`). Their searches answer clean.
 */
const PREFIX = '353328119';

export function findRegistryScenario(imei: string): RegistryScenario | undefined {
  if (!imei.startsWith(PREFIX)) return undefined;
  const scenario = REGISTRY_SCENARIOS.find(({ code }) => imei[PREFIX.length] === code);
  return scenario && { name: scenario.name, imei, submit: scenario.submit };
}

/** A Luhn-valid IMEI of the registry scenario; `serial` (four digits) tells IMEIs of one scenario apart. */
export function registryScenarioImei(name: RegistryScenarioName, serial = '0000'): string {
  if (!/^\d{4}$/.test(serial)) throw new Error(`a scenario serial has 4 digits, not '${serial}'`);
  const scenario = REGISTRY_SCENARIOS.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`no registry scenario '${name}'`);
  const payload = `${PREFIX}${scenario.code}${serial}`;
  return `${payload}${luhnCheckDigit(payload)}`;
}

import { z } from 'zod';
import {
  CheckDetailReply,
  CheckPageReply,
  CheckReply,
  CheckRowSchema,
  DecidedCheckReply,
  RecheckSchema,
} from './checks';
import { DeniedClaimDetailReply, DeniedClaimPageReply, DeniedClaimRowSchema } from './denied-claims';
import { DeviceReportSchema } from './device-report';
import { AlertPageReply, AlertReply } from './monitoring';
import { PersonSchema } from './page';
import { ReplacementDevicePageReply, ReplacementDeviceRowSchema } from './replacement-devices';
import { SettledClaimDetailReply, SettledClaimPageReply, SettledClaimRowSchema } from './settled-claims';

/**
 * The API's named schemas: each is a component of the OpenAPI document (`#/components/schemas/<name>`) that the
 * operations refer to, so a client generated from it has a `Check`, a `DeviceReport`, a `CheckPage` type of its own.
 * Along one claim's life: a `Check` is recorded, read as a `CheckSummary` in a `CheckPage` and as a `CheckDetail`,
 * re-checked (`Recheck`), then decided (`DecidedCheck`, `SettledClaim…`, `DeniedClaim…`).
 */
const NAMED = {
  Person: PersonSchema,
  DeviceReport: DeviceReportSchema,
  Check: CheckReply,
  CheckSummary: CheckRowSchema,
  CheckPage: CheckPageReply,
  CheckDetail: CheckDetailReply,
  Recheck: RecheckSchema,
  DecidedCheck: DecidedCheckReply,
  SettledClaim: SettledClaimRowSchema,
  SettledClaimPage: SettledClaimPageReply,
  SettledClaimDetail: SettledClaimDetailReply,
  DeniedClaim: DeniedClaimRowSchema,
  DeniedClaimPage: DeniedClaimPageReply,
  DeniedClaimDetail: DeniedClaimDetailReply,
  ReplacementDevice: ReplacementDeviceRowSchema,
  ReplacementDevicePage: ReplacementDevicePageReply,
  Alert: AlertReply,
  AlertPage: AlertPageReply,
} satisfies Record<string, z.ZodType>;

/**
 * Names the schemas in zod's global registry, where their descriptions and examples already are and where the
 * document's generator reads them. Naming again (a second load of this module) points the name at the newest schema.
 */
export function nameApiComponents(): void {
  for (const [id, schema] of Object.entries(NAMED))
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}

/** The names of the document's schema components that come from the contracts. */
export const COMPONENT_NAMES = Object.keys(NAMED);

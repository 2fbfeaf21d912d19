import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { queryKeys } from '@/web/lib/query-keys';

export interface ReplacementDeviceRow {
  id: string;
  replacementImei: string;
  originalImei: string;
  deviceMake: string;
  deviceModel: string;
  deviceColor: string;
  deviceStorage: string;
  settledAt: string;
  settledBy: string | null;
}

export const replacementDevicesEndpoint: RegisterEndpoint = {
  path: '/api/v1/replacement-devices',
  keys: queryKeys.replacementDevices,
};

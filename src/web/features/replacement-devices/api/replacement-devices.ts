import {
  type ReplacementDeviceRow,
  replacementDevicesRegister,
} from '@/domain/contracts/replacement-devices';
import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { queryKeys } from '@/web/lib/query-keys';

export const replacementDevicesEndpoint: RegisterEndpoint<ReplacementDeviceRow> = {
  list: replacementDevicesRegister.list,
  remove: replacementDevicesRegister.remove,
  keys: queryKeys.replacementDevices,
};

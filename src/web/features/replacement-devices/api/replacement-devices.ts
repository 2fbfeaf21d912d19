import {
  ReplacementDevicePageReply,
  type ReplacementDeviceRow,
} from '@/domain/contracts/replacement-devices';
import type { RegisterEndpoint } from '@/web/components/register/register-api';
import { queryKeys } from '@/web/lib/query-keys';

export const replacementDevicesEndpoint: RegisterEndpoint<ReplacementDeviceRow> = {
  path: '/api/v1/replacement-devices',
  keys: queryKeys.replacementDevices,
  page: ReplacementDevicePageReply,
};

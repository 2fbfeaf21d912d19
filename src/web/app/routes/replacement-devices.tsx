import { ReplacementDevicesPage } from '@/web/features/replacement-devices';

export default function ReplacementDevicesRoute() {
  return <ReplacementDevicesPage />;
}

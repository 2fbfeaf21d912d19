import { ReplacementDevicesPage } from '@/web/features/replacement-devices/components/replacement-devices-page';

export default function ReplacementDevicesRoute() {
  return <ReplacementDevicesPage />;
}

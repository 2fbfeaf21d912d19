import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function ReplacementDevicesRoute() {
  return (
    <UpcomingScreen
      title="Replacement Devices"
      description="Devices issued as replacements on settled claims."
    />
  );
}

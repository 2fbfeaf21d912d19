import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function CarrierCheckRoute() {
  return (
    <UpcomingScreen title="Carrier Check" description="Check a device's status with the carrier network." />
  );
}

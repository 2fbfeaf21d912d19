import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function CarrierCheckHistoryRoute() {
  return (
    <UpcomingScreen
      title="Carrier Check History"
      description="Earlier carrier checks of your organisation."
    />
  );
}

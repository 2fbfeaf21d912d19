import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function FinlockRequestsRoute() {
  return (
    <UpcomingScreen
      title="Financial Lock Removal"
      description="Requests to remove financial encumbrances on an IMEI."
    />
  );
}

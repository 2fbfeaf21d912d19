import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function ClaimsIntakeRoute() {
  return (
    <UpcomingScreen
      title="Claims Intake"
      description="Check a device's status across the device-history ecosystem before you accept a claim."
    />
  );
}

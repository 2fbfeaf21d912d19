import { UpcomingScreen } from '../../features/dashboard-shell/components/upcoming-screen';

export default function ClaimsReviewRoute() {
  return (
    <UpcomingScreen
      title="Claims Review"
      description="Review, re-check, settle or deny the devices your team has checked."
    />
  );
}

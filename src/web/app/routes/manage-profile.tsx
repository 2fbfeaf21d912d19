import { ProfilePage } from '@/web/features/profile/components/profile-page';

export default function ManageProfileRoute() {
  return <ProfilePage />;
}

import { ProfilePage } from '@/web/features/profile';

export default function ManageProfileRoute() {
  return <ProfilePage />;
}

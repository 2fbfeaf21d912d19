import { adminMessages } from '@/domain/admin-messages';
import { useProfile } from '@/web/api/profile';
import { LoadStatus } from '@/web/components/load-status';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';
import { TwoFactorCard } from './two-factor-card';

export function ProfilePage() {
  const profile = useProfile();
  return (
    <>
      <PageHeader title="Manage Profile" description="Your name, title, avatar and sign-in." />
      <LoadStatus
        query={profile}
        loadingLabel="Loading your profile"
        spinnerClassName="py-12"
        failure={adminMessages.failedToLoadProfile}
      />
      {profile.data ? (
        <div className="grid grid-cols-1 gap-6">
          <Card className="max-w-2xl">
            <CardHeader>
              <CardTitle>Profile Information</CardTitle>
              <CardDescription>How you appear to your colleagues.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-8">
              <AvatarUpload profile={profile.data} />
              <ProfileForm profile={profile.data} />
            </CardContent>
          </Card>
          <TwoFactorCard />
        </div>
      ) : null}
    </>
  );
}

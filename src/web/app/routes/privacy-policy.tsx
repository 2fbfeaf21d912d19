import { PrivacyPolicyPage } from '@/web/features/public-pages';

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}

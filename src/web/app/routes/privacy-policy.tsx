import { PrivacyPolicyPage } from '@/web/features/public-pages/components/privacy-policy-page';

export default function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}

import { TermsOfUsePage } from '@/web/features/public-pages/components/terms-of-use-page';

export default function TermsOfUseRoute() {
  return <TermsOfUsePage />;
}

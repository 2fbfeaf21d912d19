import { TermsOfUsePage } from '@/web/features/public-pages';

export default function TermsOfUseRoute() {
  return <TermsOfUsePage />;
}

import { TermsOfUsePage } from '../../features/public-pages/components/terms-of-use-page';

export default function TermsOfUseRoute() {
  return <TermsOfUsePage />;
}

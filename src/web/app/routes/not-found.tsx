import { NotFoundPage } from '../../features/public-pages/components/not-found-page';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

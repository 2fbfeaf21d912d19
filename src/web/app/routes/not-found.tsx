import { NotFoundPage } from '@/web/features/public-pages/components/not-found-page';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

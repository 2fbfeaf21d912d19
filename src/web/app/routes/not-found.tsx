import { NotFoundPage } from '@/web/features/public-pages';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

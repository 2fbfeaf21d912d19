import { AlertsPage } from '@/web/features/alerts';

export default function AlertsRoute() {
  return <AlertsPage />;
}

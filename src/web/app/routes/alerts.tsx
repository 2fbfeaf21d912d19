import { AlertsPage } from '@/web/features/alerts/components/alerts-page';

export default function AlertsRoute() {
  return <AlertsPage />;
}

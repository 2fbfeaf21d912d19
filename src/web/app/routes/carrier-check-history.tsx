import { CarrierHistoryPage } from '@/web/features/carrier-checks/components/carrier-history-page';

export default function CarrierCheckHistoryRoute() {
  return <CarrierHistoryPage />;
}

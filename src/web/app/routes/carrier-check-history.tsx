import { CarrierHistoryPage } from '@/web/features/carrier-check/components/carrier-history-page';

export default function CarrierCheckHistoryRoute() {
  return <CarrierHistoryPage />;
}

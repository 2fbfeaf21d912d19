import { CarrierHistoryPage } from '@/web/features/carrier-checks';

export default function CarrierCheckHistoryRoute() {
  return <CarrierHistoryPage />;
}

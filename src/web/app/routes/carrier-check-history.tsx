import { CarrierHistoryPage } from '../../features/carrier-check/components/carrier-history-page';

export default function CarrierCheckHistoryRoute() {
  return <CarrierHistoryPage />;
}

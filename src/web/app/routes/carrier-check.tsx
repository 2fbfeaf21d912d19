import { CarrierCheckPage } from '@/web/features/carrier-check/components/carrier-check-page';

export default function CarrierCheckRoute() {
  return <CarrierCheckPage />;
}

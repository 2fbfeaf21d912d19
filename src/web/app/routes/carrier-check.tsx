import { CarrierCheckPage } from '../../features/carrier-check/components/carrier-check-page';

export default function CarrierCheckRoute() {
  return <CarrierCheckPage />;
}

import type { CarrierCheck } from '@/domain/contracts/carrier-checks';
import { DetailList } from '@/web/components/detail-list';

const FIELDS: Array<[label: string, key: keyof CarrierCheck]> = [
  ['Model', 'model'],
  ['Description', 'description'],
  ['ESN Status', 'esnStatus'],
  ['Device Status', 'deviceStatus'],
  ['Error Code', 'errorCode'],
  ['Developer Code', 'developerCode'],
  ['Part Number', 'partNumber'],
  ['Product ID', 'productId'],
  ['Device SKU', 'deviceSku'],
  ['Device Type', 'deviceType'],
];

/** Every field of the carrier's answer, 'N/A' where it gave none. */
export function CarrierCheckFields({ check }: { check: CarrierCheck }) {
  return (
    <DetailList
      details={FIELDS.map(([label, key]) => ({
        label,
        value: check[key] === null || check[key] === '' ? 'N/A' : String(check[key]),
      }))}
    />
  );
}

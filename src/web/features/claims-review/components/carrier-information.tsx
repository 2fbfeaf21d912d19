import type { CheckDetail } from '@/domain/contracts/checks';
import { Fact, ReviewSection } from './review-section';

export function CarrierInformation({ carrier }: { carrier: CheckDetail['carrier'] }) {
  return (
    <ReviewSection title="Carrier Information">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="ESN Status">{carrier?.esnStatus ?? 'Unknown'}</Fact>
        <Fact label="Device Status">{carrier?.deviceStatus ?? 'Unknown'}</Fact>
      </dl>
    </ReviewSection>
  );
}

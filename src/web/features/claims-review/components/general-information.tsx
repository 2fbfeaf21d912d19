import { Link } from 'react-router';
import type { CheckDetail } from '@/domain/contracts/checks';
import { formatDateTime } from '@/web/lib/format-date';
import { formatProviderDate } from '@/web/lib/format-provider-date';
import { Fact, ReviewSection } from './review-section';

/** A loss date is a calendar day (YYYY-MM-DD); reordered rather than parsed so no time zone can shift it. */
function formatLossDate(lossDate: string) {
  const [year, month, day] = lossDate.split('-');
  return `${month}/${day}/${year}`;
}

/** Sightings on this carrier link to its own check, which the insurer runs separately. */
const CARRIER_BRAND = 'verizon';

function LastKnownCarriers({ check }: { check: CheckDetail }) {
  const carriers = check.report.lastKnownCarriers;
  if (carriers.length === 0) return <span className="text-muted-foreground">None on record</span>;
  return (
    <ul className="grid gap-1">
      {carriers.map((carrier) => (
        <li key={`${carrier.network}-${carrier.recordDate}`}>
          {carrier.network.toLowerCase().includes(CARRIER_BRAND) ? (
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to={`/dashboard/vz-check?imei=${encodeURIComponent(check.imei)}`}
            >
              {carrier.network}
            </Link>
          ) : (
            carrier.network
          )}
          {carrier.recordDate ? (
            <span className="text-muted-foreground"> ({formatProviderDate(carrier.recordDate)})</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function GeneralInformation({ check }: { check: CheckDetail }) {
  return (
    <ReviewSection title="General Information">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label="IMEI">
          <span className="font-mono">{check.imei}</span>
        </Fact>
        <Fact label="Claim Reference">{check.reference ?? 'No reference'}</Fact>
        <Fact label="Make">{check.report.make ?? 'Unknown'}</Fact>
        <Fact label="Model">{check.report.model ?? 'Unknown'}</Fact>
        <Fact label="Check Date">{formatDateTime(check.createdAt)}</Fact>
        <Fact label="Checked By">{check.checkedBy?.name || check.checkedBy?.email || 'Unknown'}</Fact>
        <Fact label="Last Known Carriers">
          <LastKnownCarriers check={check} />
        </Fact>
        <Fact label="FNOL">
          {check.fnol ? 'Yes' : 'No'}
          {check.fnol && check.lossDate ? ` (Loss Date: ${formatLossDate(check.lossDate)})` : null}
        </Fact>
      </dl>
    </ReviewSection>
  );
}

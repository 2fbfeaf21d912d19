import type {
  ClaimRecord,
  FoundRecord,
  LostRecord,
  OwnershipRecord,
  StolenRecord,
} from '@/domain/device-report';
import type { Detail } from '@/web/components/detail-list';
import { formatProviderDate } from '@/web/lib/format-provider-date';

const NOT_KNOWN = 'Not Known';

/** The fields of each kind of provider record, in the order a claim handler reads them. */
export const recordDetails = {
  claim: (record: ClaimRecord): Detail[] => [
    { label: 'Claim date', value: formatProviderDate(record.claimDate) },
    { label: 'Insurer', value: record.insurer ?? NOT_KNOWN },
    { label: 'Claim type', value: record.claimType ?? NOT_KNOWN },
    { label: 'Claim reference', value: record.claimReference ?? NOT_KNOWN },
    { label: 'Contact number', value: record.contactNumber ?? NOT_KNOWN },
  ],
  stolen: (record: StolenRecord): Detail[] => [
    { label: 'Date', value: formatProviderDate(record.recordDate) },
    { label: 'Police force', value: record.force ?? NOT_KNOWN },
    { label: 'Crime reference', value: record.crimeReference ?? NOT_KNOWN },
    { label: 'Reported by', value: record.reportedBy ?? NOT_KNOWN },
  ],
  found: (record: FoundRecord): Detail[] => [
    { label: 'Date', value: formatProviderDate(record.recordDate) },
    { label: 'Organization', value: record.organisation ?? NOT_KNOWN },
    { label: 'Contact number', value: record.contactNumber ?? NOT_KNOWN },
  ],
  lost: (record: LostRecord): Detail[] => [
    { label: 'Date', value: formatProviderDate(record.recordDate) },
    { label: 'Reported by', value: record.reportedBy ?? NOT_KNOWN },
    { label: 'Reference', value: record.reference ?? NOT_KNOWN },
  ],
  ownership: (record: OwnershipRecord): Detail[] => [
    { label: 'Date', value: formatProviderDate(record.recordDate) },
    { label: 'Registered by', value: record.registeredBy ?? NOT_KNOWN },
    { label: 'Contact number', value: record.contactNumber ?? NOT_KNOWN },
  ],
};

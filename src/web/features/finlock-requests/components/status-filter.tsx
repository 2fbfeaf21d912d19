import { FINLOCK_STATUSES, type FinLockStatus } from '@/domain/carrier-finlock-status';
import { OptionsSelect } from '@/web/components/options-select';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...FINLOCK_STATUSES.map((status) => ({ value: status, label: status })),
];

/** 'All Statuses' or one of the five FinLock statuses. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: FinLockStatus | '';
  onChange: (status: FinLockStatus | '') => void;
}) {
  return (
    <OptionsSelect
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : (next as FinLockStatus))}
      options={STATUS_OPTIONS}
      trigger={{ fullWidth: false, className: 'w-44', 'aria-label': 'Filter by status' }}
    />
  );
}

import { FINLOCK_STATUSES, type FinLockStatus } from '@/domain/carrier-finlock-status';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectItemText,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';

const ALL = 'all';

/** 'All Statuses' or one of the five FinLock statuses. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: FinLockStatus | '';
  onChange: (status: FinLockStatus | '') => void;
}) {
  return (
    <Select
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : (next as FinLockStatus))}
    >
      <SelectTrigger className="w-44" aria-label="Filter by status">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>
          <SelectItemText>All Statuses</SelectItemText>
        </SelectItem>
        {FINLOCK_STATUSES.map((status) => (
          <SelectItem key={status} value={status}>
            <SelectItemText>{status}</SelectItemText>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

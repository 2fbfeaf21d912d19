import type { AuditLogFilters } from '@/web/api/audit-log';
import { DatePicker } from '@/web/components/date-picker';
import { OptionsSelect } from '@/web/components/options-select';
import { SearchBox } from '@/web/components/search-box';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';

/** The first day the date lists offer: the product keeps its audit log for years, not decades. */
const EARLIEST_DAY = '2020-01-01';
const FILTER_MAX_LENGTH = 100;
const ALL_ORGANISATIONS = 'all';

/**
 * What narrows an audit log beside its search: who acted, the action (or its start), the subject (its kind or id),
 * the days, and on the platform's log the organisation.
 */
export function AuditLogFilterFields({
  filters,
  organisations,
  onChange,
}: {
  filters: AuditLogFilters;
  /** Given on the platform's log: the organisations to choose from. */
  organisations?: readonly { id: string; name: string }[] | undefined;
  onChange: (filters: Partial<AuditLogFilters>) => void;
}) {
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <div className="flex min-w-0 flex-wrap items-end gap-3">
      {organisations ? (
        <div className="grid gap-1">
          <Label id="audit-organisation-label" variant="filter">
            Organization
          </Label>
          <OptionsSelect
            value={filters.organisationId || ALL_ORGANISATIONS}
            onValueChange={(id) => onChange({ organisationId: id === ALL_ORGANISATIONS ? '' : id })}
            options={[
              { value: ALL_ORGANISATIONS, label: 'All organizations' },
              ...organisations.map((organisation) => ({ value: organisation.id, label: organisation.name })),
            ]}
            trigger={{ 'aria-labelledby': 'audit-organisation-label', fullWidth: false, className: 'w-56' }}
          />
        </div>
      ) : null}
      <SearchBox
        label="Filter by person (name or email)"
        value={filters.actor}
        maxLength={FILTER_MAX_LENGTH}
        onSearch={(actor) => onChange({ actor })}
      />
      <SearchBox
        label="Filter by action (claim.settled, or claim.)"
        value={filters.action}
        maxLength={FILTER_MAX_LENGTH}
        onSearch={(action) => onChange({ action })}
      />
      <SearchBox
        label="Filter by subject (kind or id)"
        value={filters.subject}
        maxLength={FILTER_MAX_LENGTH}
        onSearch={(subject) => onChange({ subject })}
      />
      <DayInput id="audit-from" label="From" value={filters.from} onChange={(from) => onChange({ from })} />
      <DayInput id="audit-to" label="To" value={filters.to} onChange={(to) => onChange({ to })} />
      {filters.from || filters.to ? (
        <Button type="button" variant="ghost" onClick={() => onChange({ from: '', to: '' })}>
          Clear dates
        </Button>
      ) : null}
      {isFiltered ? (
        <Button
          type="button"
          variant="ghost"
          onClick={() =>
            onChange({ actor: '', action: '', subject: '', from: '', to: '', organisationId: '' })
          }
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}

function DayInput(props: { id: string; label: string; value: string; onChange: (day: string) => void }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id} variant="filter">
        {props.label}
      </Label>
      <DatePicker
        id={props.id}
        value={props.value}
        onChange={props.onChange}
        earliest={EARLIEST_DAY}
        className="w-44"
      />
    </div>
  );
}

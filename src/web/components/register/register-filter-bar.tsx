import type { ReactNode } from 'react';
import { ALERT_KIND_LABELS } from '@/domain/monitoring';
import { type RegisterFilter, registerFilterMessages, type Verdict } from '@/domain/register-filters';
import type { FilterProblem } from '@/domain/schemas/register-filters';
import { TRIAGE_ROUTE_LABELS } from '@/domain/triage-messages';
import { WORK_STATUS_LABELS, WORK_STATUSES } from '@/domain/work-queue';
import { useClaimTypes } from '@/web/api/claim-types';
import { useDenialReasons } from '@/web/api/denial-reasons';
import { useHandlers } from '@/web/api/handlers';
import { DatePicker } from '@/web/components/date-picker';
import { OptionsSelect, type SelectOption } from '@/web/components/options-select';
import { Alert, AlertDescription } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';

export type FilterValues = Partial<Record<RegisterFilter, string>>;

/** The first day the date lists offer: records older than the product are none. */
const EARLIEST_DAY = '2020-01-01';

/** The choice list's "everything" entry: a select cannot hold an empty value. */
const ALL = 'all';

const VERDICT_LABELS: Record<Verdict, string> = { red: 'Red', green: 'Green', not_reported: 'Not reported' };
const VERDICT_OPTIONS = Object.entries(VERDICT_LABELS).map(([value, label]) => ({ value, label }));
const ROUTE_OPTIONS = Object.entries(TRIAGE_ROUTE_LABELS).map(([value, label]) => ({ value, label }));
const KIND_OPTIONS = Object.entries(ALERT_KIND_LABELS).map(([value, label]) => ({ value, label }));
const STATUS_OPTIONS = WORK_STATUSES.map((value) => ({ value, label: WORK_STATUS_LABELS[value] }));
const STATE_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'reviewed', label: 'Reviewed' },
];

const DAYS = [
  { name: 'from', label: 'From' },
  { name: 'to', label: 'To' },
] as const;

/** The choices whose lists are fixed, in the order the bar shows them. */
const FIXED_CHOICES = [
  { name: 'verdict', label: 'Verdict', all: 'All verdicts', options: VERDICT_OPTIONS },
  { name: 'route', label: 'Route', all: 'All routes', options: ROUTE_OPTIONS },
  { name: 'kind', label: 'Kind', all: 'All kinds', options: KIND_OPTIONS },
  { name: 'state', label: 'State', all: 'All states', options: STATE_OPTIONS },
  { name: 'status', label: 'Status', all: 'All statuses', options: STATUS_OPTIONS },
] as const;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-1">
      <Label htmlFor={id} variant="filter">
        {label}
      </Label>
      {children}
    </div>
  );
}

function ChoiceFilter(props: {
  id: string;
  label: string;
  all: string;
  value: string;
  options: readonly SelectOption[] | undefined;
  onChange: (value: string) => void;
}) {
  const { id, label, all, value, options = [], onChange } = props;
  // A value from a shared link that the list no longer offers (a removed claim type) still shows as chosen.
  const known = !value || options.some((option) => option.value === value);
  return (
    <Field id={id} label={label}>
      <OptionsSelect
        value={value || ALL}
        onValueChange={(next) => onChange(next === ALL ? '' : next)}
        options={[{ value: ALL, label: all }, ...options, ...(known ? [] : [{ value, label: value }])]}
        trigger={{ id, className: 'sm:w-44' }}
      />
    </Field>
  );
}

type ChoiceProps = Omit<Parameters<typeof ChoiceFilter>[0], 'label' | 'all' | 'options'>;

/** Each list of choices is loaded only where a register offers its filter. */
function ClaimTypeFilter(props: ChoiceProps) {
  const claimTypes = useClaimTypes();
  const options = claimTypes.data?.map(({ claimType }) => ({ value: claimType, label: claimType }));
  return <ChoiceFilter {...props} label="Claim type" all="All claim types" options={options} />;
}

function ReasonFilter(props: ChoiceProps) {
  const reasons = useDenialReasons();
  const options = reasons.data?.map(({ denialReason }) => ({ value: denialReason, label: denialReason }));
  return <ChoiceFilter {...props} label="Denial reason" all="All reasons" options={options} />;
}

function HandlerFilter(props: ChoiceProps) {
  const handlers = useHandlers();
  const options = handlers.data?.map(({ id, name }) => ({ value: id, label: name }));
  return <ChoiceFilter {...props} label="Handler" all="All handlers" options={options} />;
}

/**
 * The filter bar above a register's table: the days (From, To), then the choices the register offers (claim type,
 * denial reason, handler, verdict, a check's triage route, an alert's kind and state), and "Clear filters" once any is set. It wraps on a narrow screen.
 */
export function RegisterFilterBar({
  idPrefix,
  names,
  paging,
}: {
  /** Keeps the fields' ids unique on the page. */
  idPrefix: string;
  names: readonly RegisterFilter[];
  /** The page's paging parameters (`usePagingParams`), which keep the filters in the address. */
  paging: {
    filterValues: FilterValues;
    /** The address's filters the list left out (a malformed value, "from" after "to"), said at the pickers. */
    filterProblems: readonly FilterProblem[];
    setFilters: (values: FilterValues) => void;
  };
}) {
  const { filterValues: values, filterProblems: problems, setFilters: onChange } = paging;
  const id = (name: RegisterFilter) => `${idPrefix}-${name}`;
  const value = (name: RegisterFilter) => values[name] ?? '';
  const set = (name: RegisterFilter) => (next: string) => onChange({ [name]: next });
  const has = (name: RegisterFilter) => names.includes(name);
  const isFiltered = names.some((name) => value(name)) || problems.length > 0;
  const clear = () => onChange(Object.fromEntries(names.map((name) => [name, ''])));
  const problemsId = `${idPrefix}-filter-problems`;

  return (
    <>
      <fieldset
        className="grid w-full min-w-0 grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap"
        aria-describedby={problems.length > 0 ? problemsId : undefined}
      >
        <legend className="sr-only">Filters</legend>
        {DAYS.map(({ name, label }) => (
          <Field key={name} id={id(name)} label={label}>
            <DatePicker
              id={id(name)}
              value={value(name)}
              onChange={set(name)}
              earliest={EARLIEST_DAY}
              className="w-full sm:w-40"
            />
          </Field>
        ))}
        {has('claimType') ? (
          <ClaimTypeFilter id={id('claimType')} value={value('claimType')} onChange={set('claimType')} />
        ) : null}
        {has('reason') ? (
          <ReasonFilter id={id('reason')} value={value('reason')} onChange={set('reason')} />
        ) : null}
        {has('handler') ? (
          <HandlerFilter id={id('handler')} value={value('handler')} onChange={set('handler')} />
        ) : null}
        {FIXED_CHOICES.filter(({ name }) => has(name)).map(({ name, ...choice }) => (
          <ChoiceFilter key={name} {...choice} id={id(name)} value={value(name)} onChange={set(name)} />
        ))}
        {isFiltered ? (
          <Button type="button" variant="ghost" onClick={clear}>
            {registerFilterMessages.clearFilters}
          </Button>
        ) : null}
      </fieldset>
      {problems.length > 0 ? (
        <Alert id={problemsId} variant="warning" role="status" className="w-full">
          <AlertDescription className="grid gap-1">
            <ul>
              {problems.map((problem) => (
                <li key={problem.name}>{problem.message}</li>
              ))}
            </ul>
            <Button type="button" variant="link" size="text" className="w-fit" onClick={clear}>
              {registerFilterMessages.clearFilters}
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
    </>
  );
}

import { WORK_QUEUE_VIEWS, type WorkQueueView } from '@/domain/work-queue';
import { Button } from '@/web/components/ui/button';

type Filters = Partial<Record<'assignee' | 'status' | 'overdue', string>>;
const NAMES = Object.keys(WORK_QUEUE_VIEWS) as WorkQueueView[];
const CLEARED: Filters = { assignee: '', status: '', overdue: '' };

/** The view the address's filters are, if they are exactly one of the work queue's. */
export function currentView(filters: Filters): WorkQueueView | 'all' | null {
  const set = Object.entries(filters).filter(([, value]) => value);
  if (set.length === 0) return 'all';
  return (
    NAMES.find((name) => {
      const wanted = Object.entries(WORK_QUEUE_VIEWS[name].filters);
      return (
        wanted.length === set.length &&
        wanted.every(([key, value]) => filters[key as keyof Filters] === value)
      );
    }) ?? null
  );
}

/** All claims, My claims, Unassigned, Referred and Overdue: each sets Claims Review's work-queue filters. */
export function WorkQueueViews({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
}) {
  const current = currentView(filters);
  const choices = [
    { name: 'all' as const, label: 'All claims', filters: {} },
    ...NAMES.map((name) => ({ name, ...WORK_QUEUE_VIEWS[name] })),
  ];
  return (
    <fieldset className="flex flex-wrap gap-1" aria-label="Views">
      {choices.map((choice) => (
        <Button
          key={choice.name}
          type="button"
          size="sm"
          variant={current === choice.name ? 'default' : 'outline'}
          aria-pressed={current === choice.name}
          onClick={() => onChange({ ...CLEARED, ...choice.filters })}
        >
          {choice.label}
        </Button>
      ))}
    </fieldset>
  );
}

import type { TriageRoute } from '@/domain/schemas/triage-rules';
import type { TenantContext } from '@/server/auth/tenant-context';
import { countOpenClaims } from './summary-queries';

type Row = Awaited<ReturnType<typeof countOpenClaims>>[number];

/**
 * The team lead's view of the work queue: the organisation's open claims, how many nobody owns and how many are
 * overdue, by triage route, and by handler (open, overdue and referred each), most open claims first.
 */
export async function summariseWorkQueue(tenant: TenantContext) {
  const rows = await tenant.read((tx) => countOpenClaims(tx, tenant.organisationId));
  const byRoute: Record<TriageRoute | 'unscored', number> = {
    'fast-track': 0,
    review: 0,
    refer: 0,
    unscored: 0,
  };
  const handlers = new Map<
    string,
    { handler: NonNullable<Row['assignee']>; open: number; overdue: number; referred: number }
  >();
  let open = 0;
  let unassigned = 0;
  let overdue = 0;
  for (const row of rows) {
    open += row.open;
    overdue += row.overdue;
    byRoute[row.route ?? 'unscored'] += row.open;
    const handler = row.assignee;
    if (handler === null) {
      unassigned += row.open;
      continue;
    }
    const tally = handlers.get(handler.id) ?? { handler, open: 0, overdue: 0, referred: 0 };
    tally.open += row.open;
    tally.overdue += row.overdue;
    if (row.route === 'refer') tally.referred += row.open;
    handlers.set(handler.id, tally);
  }
  const byHandler = [...handlers.values()].sort(
    (a, b) => b.open - a.open || a.handler.name.localeCompare(b.handler.name),
  );
  return { open, unassigned, overdue, byRoute, byHandler };
}

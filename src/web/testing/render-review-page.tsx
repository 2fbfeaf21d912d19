import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CheckSummary } from '@/domain/contracts/checks';
import type { Role } from '@/domain/roles';
import ClaimsReviewRoute from '@/web/app/routes/claims-review';
import { CLAIM_TYPES } from '@/web/testing/make-check';
import { fakeApi, renderRoutes } from '@/web/testing/render-with-providers';
import { makeCheckDetail, makeSummary } from './make-check-detail';
import { makeSession } from './make-session';

interface Answer {
  status: number;
  body?: unknown;
}

type Route = (method: string, path: string, body: unknown) => Answer | undefined;

/** Pages `checks` as the server would: by page, page size and a contains-search on IMEI or reference. */
function pageOf(checks: CheckSummary[], path: string): Answer {
  const query = new URL(path, 'http://localhost').searchParams;
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  const search = query.get('search') ?? '';
  const found = checks.filter((check) => check.imei.includes(search) || check.reference?.includes(search));
  const items = found.slice((page - 1) * pageSize, page * pageSize);
  return { status: 200, body: { items, total: found.length, page, pageSize } };
}

/**
 * The Claims Review page as its route puts it together (with the claim decision dialogs), on a stubbed API: `checks` are listed, every detail is `detail`, and `route` may answer
 * any call first (a PATCH, a re-check, a delete).
 */
export function renderReviewPage({
  role = 'organization_member',
  checks = [makeSummary()],
  detail = makeCheckDetail(),
  route = () => undefined,
  path = '/dashboard/check-history',
}: {
  role?: Role;
  checks?: CheckSummary[];
  detail?: ReturnType<typeof makeCheckDetail>;
  route?: Route;
  path?: string;
} = {}) {
  const api = fakeApi((method, url, body) => {
    const answer = route(method, url, body);
    if (answer) return answer;
    if (url === '/api/auth/session') return { status: 200, body: makeSession(role) };
    if (url === '/api/v1/claim-types') return { status: 200, body: CLAIM_TYPES };
    if (method === 'GET' && url.startsWith('/api/v1/checks?')) return pageOf(checks, url);
    if (method === 'GET' && url.startsWith('/api/v1/checks/')) return { status: 200, body: detail };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/dashboard/check-history', element: <ClaimsReviewRoute /> }], path);
  const listCalls = () => api.calls.filter((call) => call.path.startsWith('/api/v1/checks?'));
  /** Reads of one check (its detail), not of the list. */
  const checkReads = () =>
    api.calls.filter((call) => call.method === 'GET' && /^\/api\/v1\/checks\/[^?]+$/.test(call.path));
  return { ...view, user, calls: api.calls, listCalls, checkReads };
}

export const table = () => within(screen.getByRole('table', { name: 'Checks' }));

export async function openRowMenu(user: ReturnType<typeof userEvent.setup>, imei: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^Actions for ${imei} \\(`) }));
}

export async function openReview(user: ReturnType<typeof userEvent.setup>, imei: string) {
  await openRowMenu(user, imei);
  await user.click(await screen.findByRole('menuitem', { name: 'Review Claim' }));
  return within(await screen.findByRole('dialog', { name: 'Review Claim' }));
}

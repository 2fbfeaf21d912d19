import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Role } from '@/domain/roles';
import { CLAIM_TYPES } from '@/web/testing/make-check';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderRoutes } from './render-with-providers';

interface Answer {
  status: number;
  body?: unknown;
}

/** The filter bar's lists: the organisation's claim types, denial reasons and people. */
export const FILTER_CHOICES: Record<string, unknown> = {
  '/api/v1/claim-types': CLAIM_TYPES,
  '/api/v1/denial-reasons': [
    { id: '00000000-0000-4000-8000-0000000d0001', denialReason: 'Device blocked' },
    { id: '00000000-0000-4000-8000-0000000d0002', denialReason: 'Fraud suspected' },
  ],
  '/api/v1/handlers': [{ id: '00000000-0000-4000-8000-0000000a0001', name: 'Alex Admin' }],
};

/**
 * A register page (Settled Claims, Denied Claims, Replacement Devices) on a stubbed API: GET `listPath` pages
 * `records` as the server would (by page, page size and `matches(record, search)`), GET `listPath/:id` answers
 * `detail`, and `route` may answer any call first (a DELETE, a failure).
 */
export function renderRegister<Row>({
  element,
  path,
  listPath,
  records,
  matches,
  role = 'organization_member',
  detail,
  route = () => undefined,
  search = '',
}: {
  element: ReactElement;
  path: string;
  /** The URL query the page opens with ('?page=5'). */
  search?: string;
  listPath: string;
  records: Row[];
  matches: (record: Row, search: string) => boolean;
  role?: Role;
  detail?: unknown;
  route?: (method: string, url: string) => Answer | undefined;
}) {
  const api = fakeApi((method, url) => {
    const answer = route(method, url);
    if (answer) return answer;
    if (url === '/api/auth/session') return { status: 200, body: makeSession(role) };
    const choices = FILTER_CHOICES[url];
    if (choices) return { status: 200, body: choices };
    if (method === 'GET' && url.startsWith(`${listPath}?`)) {
      const query = new URL(url, 'http://localhost').searchParams;
      const page = Number(query.get('page'));
      const pageSize = Number(query.get('pageSize'));
      const found = records.filter((record) => matches(record, query.get('search') ?? ''));
      const items = found.slice((page - 1) * pageSize, page * pageSize);
      return { status: 200, body: { items, total: found.length, page, pageSize } };
    }
    if (method === 'GET' && url.startsWith(`${listPath}/`) && detail) return { status: 200, body: detail };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  vi.stubGlobal('fetch', api.fetchStub);
  const user = userEvent.setup();
  const view = renderRoutes([{ path, element }], `${path}${search}`);
  const listCalls = () => api.calls.filter((call) => call.path.startsWith(`${listPath}?`));
  return { ...view, user, calls: api.calls, listCalls };
}

export const tableNamed = (name: string) => within(screen.getByRole('table', { name }));

export async function openRowMenu(user: ReturnType<typeof userEvent.setup>, label: string | RegExp) {
  await user.click(await screen.findByRole('button', { name: label }));
  return within(await screen.findByRole('menu'));
}

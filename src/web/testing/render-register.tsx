import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Role } from '@/domain/roles';
import { makeSession } from '@/web/testing/make-session';
import { fakeApi, renderRoutes } from './render-with-providers';

interface Answer {
  status: number;
  body?: unknown;
}

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

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import ClaimsIntakeRoute from '@/web/app/routes/claims-intake';
import { fakeApi, renderPage } from '@/web/testing/render-with-providers';
import { CLAIM_TYPES, makeCheck } from './make-check';

interface Answer {
  status: number;
  body?: unknown;
}

/**
 * The intake page as its route puts it together (with Settle Claim), on a stubbed API. `check` answers `POST /api/v1/checks` (a 201 with a clean check by default);
 * `holdCheck` keeps that answer back until `release()` so the searching state can be looked at.
 */
export function renderIntakePage({
  check = { status: 201, body: makeCheck() },
  simulated = false,
  testStore = false,
  holdCheck = false,
}: {
  check?: Answer | 'network-failure';
  simulated?: boolean;
  testStore?: boolean;
  holdCheck?: boolean;
} = {}) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = fakeApi((method, path) => {
    if (path === '/api/v1/claim-types') return { status: 200, body: CLAIM_TYPES };
    if (path === '/api/v1/app-info')
      return {
        status: 200,
        body: {
          simulatedDeviceHistory: simulated,
          simulatedCarrier: false,
          deviceHistoryTestStore: testStore,
        },
      };
    if (method === 'POST' && path === '/api/v1/checks' && check !== 'network-failure') return check;
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const isCheck = init?.method === 'POST' && String(input) === '/api/v1/checks';
    if (isCheck && holdCheck) await gate;
    if (isCheck && check === 'network-failure') throw new TypeError('Failed to fetch');
    return api.fetchStub(input, init);
  });
  const user = userEvent.setup();
  const view = renderPage(<ClaimsIntakeRoute />, '/dashboard/search-imei');
  const posted = () => api.calls.filter((call) => call.method === 'POST' && call.path === '/api/v1/checks');
  return { ...view, user, posted, release };
}

export const imeiInput = () => screen.getByLabelText<HTMLInputElement>('IMEI');
export const searchButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: /^Search(ing\.\.\.)?$/ });

export async function chooseClaimType(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('combobox', { name: 'Claim Type' }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
}

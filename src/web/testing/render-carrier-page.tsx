import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { CarrierCheck } from '@/domain/contracts/carrier-checks';
import type { FinLockRequest } from '@/domain/contracts/finlock-requests';
import CarrierCheckRoute from '@/web/app/routes/carrier-check';
import { fakeApi, renderRoutes } from '@/web/testing/render-with-providers';

interface Answer {
  status: number;
  body?: unknown;
}

/** The carrier check `makeCarrierCheck` gives unless told otherwise. */
export const CARRIER_CHECK_ID = '0c1d2e3f-0000-4000-8000-0000000000c1';

const MORGAN = {
  id: '0c1d2e3f-0000-4000-8000-000000000002',
  email: 'member@demo.test',
  name: 'Morgan Member',
};

/** A carrier check as the server answers it: a clean Google Pixel 8 unless told otherwise. */
export function makeCarrierCheck(overrides: Partial<CarrierCheck> = {}): CarrierCheck {
  const id = overrides.id ?? CARRIER_CHECK_ID;
  return {
    id,
    imei: '358799110100000',
    model: 'Google Pixel 8',
    description: 'GOOGLE PIXEL 8 128GB HAZEL',
    esnStatus: 'CLEAN',
    deviceStatus: 'ACTIVE',
    errorCode: '00',
    developerCode: 'NONE',
    partNumber: 'GA04833-US',
    productId: 'GP8128HZ',
    deviceSku: 'SKU-PX8-128-HZ',
    deviceType: 'SMARTPHONE',
    imageUrl: `/api/v1/carrier-checks/${id}/image?v=0123456789abcdef`,
    outcome: 'success',
    badge: 'Clean',
    canRequestFinLock: false,
    checkedBy: MORGAN,
    createdAt: '2025-03-04T10:15:30.000Z',
    ...overrides,
  };
}

/** A FinLock removal request as the server answers it: Morgan's, for a Pixel 8 with a pending loan payment. */
export function makeFinLockRequest(overrides: Partial<FinLockRequest> = {}): FinLockRequest {
  return {
    id: '0c1d2e3f-0000-4000-8000-0000000000f1',
    imei: '358799110600009',
    deviceMake: 'Google',
    deviceModel: 'Google Pixel 8',
    status: 'requested',
    esnStatus: 'CLEAN',
    deviceStatus: 'ACTIVE - PENDING LOAN PAYMENT',
    requestedBy: MORGAN,
    createdAt: '2025-03-04T10:15:30.000Z',
    ...overrides,
  };
}

/** Pages `items` as the server would: by page, page size and an IMEI contains-search. */
export function pageOf<T extends { imei: string }>(items: T[], path: string): Answer {
  const query = new URL(path, 'http://localhost').searchParams;
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  const found = items.filter((item) => item.imei.includes(query.get('search') ?? ''));
  return {
    status: 200,
    body: { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize },
  };
}

/** What app-info answers unless `route` does: the carrier is the built-in simulator. */
const SIMULATED_CARRIER = {
  simulatedDeviceHistory: false,
  simulatedCarrier: true,
  deviceHistoryTestStore: false,
};

/** Renders one carrier page at `path` on a stubbed API; `/dashboard/vz-unlock` shows where FinLock requests go. */
export function renderCarrierPage({
  element,
  path,
  route,
}: {
  element: ReactElement;
  path: string;
  route: (method: string, path: string, body: unknown) => Answer | undefined;
}) {
  const api = fakeApi(
    (method, url, body) =>
      route(method, url, body) ??
      (url === '/api/v1/app-info'
        ? { status: 200, body: SIMULATED_CARRIER }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }),
  );
  vi.stubGlobal('fetch', api.fetchStub);
  const user = userEvent.setup();
  const pathname = path.split('?')[0] as string;
  const view = renderRoutes(
    [
      { path: pathname, element },
      { path: '/dashboard/vz-unlock', element: <h1>FinLock list</h1> },
    ],
    path,
  );
  return { ...view, user, calls: api.calls };
}

/** Carrier Check as its route puts it together (with Request FinLock Removal) at `path`, on a stubbed API. */
export function renderCarrierCheckPage(
  route: (method: string, path: string, body: unknown) => Answer | undefined,
  path = '/dashboard/vz-check',
) {
  return renderCarrierPage({ element: <CarrierCheckRoute />, path, route });
}

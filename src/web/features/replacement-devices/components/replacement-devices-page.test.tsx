import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplacementDeviceRow } from '@/domain/contracts/replacement-devices';
import type { Role } from '@/domain/roles';
import { openRowMenu, renderRegister, tableNamed } from '@/web/testing/render-register';
import { ReplacementDevicesPage } from './replacement-devices-page';

afterEach(() => vi.unstubAllGlobals());

const SETTLED_AT = '2025-03-04T10:15:30.000Z';
const makeDevice = (overrides: Partial<ReplacementDeviceRow> = {}): ReplacementDeviceRow => ({
  id: '0c1d2e3f-0000-4000-8000-0000000dd001',
  replacementImei: '356938035643809',
  originalImei: '353328110000013',
  deviceMake: 'Samsung',
  deviceModel: 'Galaxy S24',
  deviceColor: 'Black',
  deviceStorage: '256GB',
  settledAt: SETTLED_AT,
  settledBy: 'Morgan Member',
  ...overrides,
});

function renderPage(
  options: {
    devices?: ReplacementDeviceRow[];
    role?: Role;
    route?: (method: string, url: string) => { status: number; body?: unknown } | undefined;
  } = {},
) {
  return renderRegister({
    element: <ReplacementDevicesPage />,
    path: '/dashboard/replacement-devices',
    listPath: '/api/v1/replacement-devices',
    records: options.devices ?? [makeDevice()],
    matches: (device, search) =>
      device.replacementImei.includes(search) || device.originalImei.includes(search),
    role: options.role ?? 'organization_member',
    ...(options.route ? { route: options.route } : {}),
  });
}

const table = () => tableNamed('Replacement devices');
const headers = () =>
  table()
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('Replacement Devices', () => {
  it('shows both IMEIs, the device, its specs, who settled it and the date; no actions for a member', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Replacement Devices' })).toBeTruthy();
    await table().findByText('356938035643809');
    expect(headers()).toEqual(['Replacement IMEI', 'Original IMEI', 'Device', 'Specs', 'Settled By', 'Date']);
    const [, row] = table().getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '356938035643809',
      '353328110000013',
      'Samsung Galaxy S24',
      'Black, 256GB',
      'Morgan Member',
      format(new Date(SETTLED_AT), 'MM/dd/yyyy'),
    ]);
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it.each(['organization_admin', 'super_admin'] as const)('gives a %s the Delete action', async (role) => {
    const { user } = renderPage({ role });
    await table().findByText('356938035643809');
    expect(headers()).toContain('Actions');
    const menu = await openRowMenu(
      user,
      /^Actions for 356938035643809 \(issued \d\d\/\d\d\/\d{4} [\d:]{8}\)$/,
    );
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Delete']);
  });

  it('searches by replacement or original IMEI, offers 10, 25, 50 and 100 rows and 25 by default', async () => {
    const { user, listCalls } = renderPage({
      devices: [
        makeDevice(),
        makeDevice({
          id: '0c1d2e3f-0000-4000-8000-0000000dd002',
          originalImei: '490154203237518',
          replacementImei: '352099001761481',
        }),
      ],
    });
    await table().findByText('356938035643809');
    expect(listCalls()[0]?.path).toBe('/api/v1/replacement-devices?page=1&pageSize=25');
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by replacement or original IMEI' }),
      '4901542',
    );
    await waitFor(() => expect(table().queryByText('356938035643809')).toBeNull());
    expect(table().getByText('352099001761481')).toBeTruthy();
    expect(listCalls().at(-1)?.path).toBe('/api/v1/replacement-devices?page=1&pageSize=25&search=4901542');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '25',
      '50',
      '100',
    ]);
  });

  it('says when there are none, and when they cannot be fetched', async () => {
    renderPage({ devices: [] });
    expect(await table().findByText('No replacement devices recorded yet.')).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderPage({ route: (_method, url) => (url.includes('?') ? { status: 500, body: {} } : undefined) });
    expect(await screen.findByText('Failed to fetch replacement devices')).toBeTruthy();
  });

  it('deletes after confirmation; a refusal shows the message', async () => {
    let answer = { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission' } };
    const { user } = renderPage({
      role: 'organization_admin',
      route: (method) => (method === 'DELETE' ? answer : undefined),
    });
    const confirm = async () => {
      await user.click(
        (
          await openRowMenu(user, /^Actions for 356938035643809 \(issued \d\d\/\d\d\/\d{4} [\d:]{8}\)$/)
        ).getByRole('menuitem', { name: 'Delete' }),
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
      expect(
        dialog.getByText(
          /the replacement device 356938035643809 \(issued \d\d\/\d\d\/\d{4} [\d:]{8}\)\. This action cannot be undone\./,
        ),
      ).toBeTruthy();
      await user.click(dialog.getByRole('button', { name: 'Delete' }));
    };
    await confirm();
    expect(await screen.findByText('You do not have permission')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    answer = { status: 204, body: {} as never };
    await confirm();
    expect(await screen.findByText('Device Deleted')).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCarrierCheck, pageOf, renderCarrierPage } from '@/web/testing/render-carrier-page';
import { CarrierHistoryPage } from './carrier-history-page';

afterEach(() => vi.unstubAllGlobals());

const checks = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeCarrierCheck({
      id: `0c1d2e3f-0000-4000-8000-${String(index).padStart(12, '0')}`,
      imei: `3587991101${String(index).padStart(4, '0')}0`,
    }),
  );

function renderHistory(items = checks(1), fail = false) {
  return renderCarrierPage({
    element: <CarrierHistoryPage />,
    path: '/dashboard/vz-check-history',
    route: (_method, path) => {
      if (!path.startsWith('/api/v1/carrier-checks?')) return undefined;
      return fail ? { status: 500, body: { code: 'X', message: 'down' } } : pageOf(items, path);
    },
  });
}

const table = () => within(screen.getByRole('table', { name: 'Carrier checks' }));

describe('Carrier Check History', () => {
  it('lists IMEI, model, status badge, checked by and date, 10 per page by default', async () => {
    const { calls } = renderHistory([
      makeCarrierCheck({ badge: 'Blacklisted', model: 'Samsung Galaxy S23' }),
      makeCarrierCheck({
        id: '0c1d2e3f-0000-4000-8000-0000000000c2',
        imei: '358799110800005',
        badge: 'Unknown',
        model: null,
      }),
    ]);
    expect(await screen.findByText('Samsung Galaxy S23')).toBeTruthy();
    expect(
      table()
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['IMEI', 'Model', 'Status', 'Checked By', 'Date', 'View Details']);
    expect(table().getByText('Blacklisted')).toBeTruthy();
    expect(table().getByText('Unknown', { selector: 'span[class*="rounded-md"]' })).toBeTruthy();
    expect(table().getAllByText('Morgan Member')).toHaveLength(2);
    expect(calls.find((call) => call.path.startsWith('/api/v1/carrier-checks?'))?.path).toBe(
      '/api/v1/carrier-checks?page=1&pageSize=10',
    );
  });

  it('pages and offers 10, 25, 50 and 100 records per page', async () => {
    const { user } = renderHistory(checks(12));
    expect(await screen.findByText('Showing 1 to 10 of 12 records')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 records')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(await screen.findByText('Showing 1 to 12 of 12 records')).toBeTruthy();
  });

  it('searches by IMEI and says when nothing matches', async () => {
    const { user, calls } = renderHistory(checks(3));
    await user.type(await screen.findByRole('searchbox', { name: 'Search by IMEI' }), '99999');
    expect(await screen.findByText('No carrier checks found matching "99999"')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith('/api/v1/carrier-checks?')).at(-1)?.path).toBe(
        '/api/v1/carrier-checks?page=1&pageSize=10&search=99999',
      ),
    );
  });

  it('opens the details with every field and the picture', async () => {
    const { user } = renderHistory([makeCarrierCheck({ deviceStatus: 'SUSPENDED - NON PAYMENT' })]);
    await user.click(
      await screen.findByRole('button', {
        name: /^View Details for 358799110100000 \(checked \d\d\/\d\d\/\d{4} [\d:]{8}\)$/,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Carrier Check Details' }));
    expect(dialog.getByText('SUSPENDED - NON PAYMENT')).toBeTruthy();
    expect(dialog.getByText('SKU-PX8-128-HZ')).toBeTruthy();
    expect(dialog.getByRole('img', { name: 'Google Pixel 8' })).toBeTruthy();
    expect(dialog.getByText('Clean')).toBeTruthy();
  });

  it('shows Simulated data when the carrier is the built-in simulator', async () => {
    renderHistory();
    expect(await screen.findByRole('button', { name: /^Simulated data.*live carrier service/ })).toBeTruthy();
  });

  it('says when the history cannot be loaded', async () => {
    renderHistory([], true);
    expect(await screen.findByText('Failed to load VZ check history')).toBeTruthy();
  });
});

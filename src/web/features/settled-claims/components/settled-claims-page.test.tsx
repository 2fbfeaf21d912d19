import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeSettledRow,
  SETTLED_CLAIM_ID,
  settledClaimId,
} from '@/web/features/settled-claims/testing/make-settled-claim';
import { renderSettledClaimsPage } from '@/web/features/settled-claims/testing/render-settled-claims-page';
import { openRowMenu, tableNamed } from '@/web/testing/render-register';

afterEach(() => vi.unstubAllGlobals());

const table = () => tableNamed('Settled claims');
const manyRecords = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeSettledRow({ id: settledClaimId(index), imei: `35332811000${String(index).padStart(4, '0')}` }),
  );

describe('Settled Claims table', () => {
  it('shows the columns and formats of the spec, with the replacement device or its placeholders', async () => {
    renderSettledClaimsPage({
      records: [
        makeSettledRow(),
        makeSettledRow({
          id: settledClaimId(2),
          imei: '353328110000021',
          replacement: null,
          claimType: null,
          claimReference: null,
          registryStatus: null,
          verdict: null,
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Settled Claims' })).toBeTruthy();
    await table().findByText('353328110000013');
    for (const column of [
      'Date Settled',
      'Original IMEI',
      'Verdict',
      'Claim Reference',
      'Original Device',
      'Replacement Device',
      'Replacement IMEI',
      'Claim Type',
      'Registry',
      'Actions',
    ]) {
      expect(table().getByRole('columnheader', { name: column })).toBeTruthy();
    }
    const [, withDevice, without] = table().getAllByRole('row');
    const cells = within(withDevice as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 9)).toEqual([
      format(new Date('2025-03-04T10:15:30.000Z'), 'MM/dd/yyyy HH:mm'),
      '353328110000013',
      'Red · 2 warnings',
      'CLM-1001',
      'APPLE IPHONE 7',
      'Samsung Galaxy S24Black • 256GB',
      '356938035643809',
      'Accidental Damage',
      'Registered',
    ]);
    const placeholders = within(without as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(placeholders.slice(2, 9)).toEqual([
      'Not reported',
      'No reference',
      'APPLE IPHONE 7',
      'No replacement',
      'N/A',
      'Not Set',
      '—',
    ]);
  });

  it("leaves the less needed columns out on narrower windows, and keeps the row's Actions at the right edge", async () => {
    renderSettledClaimsPage();
    await table().findByText('353328110000013');
    const shownFrom = (header: string) => table().getByRole('columnheader', { name: header }).className;
    for (const always of ['Date Settled', 'Original IMEI', 'Verdict', 'Registry']) {
      expect(shownFrom(always)).not.toContain('hidden');
    }
    expect(shownFrom('Claim Reference')).toContain('hidden lg:table-cell');
    expect(shownFrom('Replacement Device')).toContain('hidden lg:table-cell');
    expect(shownFrom('Original Device')).toContain('hidden 2xl:table-cell');
    expect(shownFrom('Replacement IMEI')).toContain('hidden 2xl:table-cell');
    expect(shownFrom('Claim Type')).toContain('hidden 2xl:table-cell');
    // A row's cells follow their heads.
    const [, row] = table().getAllByRole('row');
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[6]?.className).toContain('hidden 2xl:table-cell');
    expect(shownFrom('Actions')).toContain('sticky');
    expect(cells.at(-1)?.className).toContain('sticky');
  });

  it('shows where each registration stands, a claim being sent as Pending', async () => {
    const statuses = ['pending', 'sending', 'registered', 'failed', 'off'] as const;
    renderSettledClaimsPage({
      records: statuses.map((registryStatus, index) =>
        makeSettledRow({ id: settledClaimId(index), imei: `35332811000000${index}`, registryStatus }),
      ),
    });
    await table().findByText('353328110000000');
    const registry = table()
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[8]?.textContent);
    expect(registry).toEqual(['Pending', 'Pending', 'Registered', 'Failed', 'Off']);
  });

  it('offers 25, 50 and 75 rows per page and pages with Next', async () => {
    const { user } = renderSettledClaimsPage({ records: manyRecords(30) });
    expect(await screen.findByText('Showing 1 to 25 of 30 records')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26 to 30 of 30 records')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['25', '50', '75']);
  });

  it('goes to the last page there is when opened past it', async () => {
    const { router } = renderSettledClaimsPage({ records: manyRecords(30), search: '?page=5&pageSize=25' });
    expect(await screen.findByText('Showing 26 to 30 of 30 records')).toBeTruthy();
    expect(router.state.location.search).toContain('page=2');
  });

  it('searches by IMEI from page 1 and says when nothing matches', async () => {
    const { user, listCalls } = renderSettledClaimsPage({ records: manyRecords(30) });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by IMEI or claim reference' }), '999');
    expect(await table().findByText('No settled claims found matching "999"')).toBeTruthy();
    expect(listCalls().at(-1)?.path).toBe('/api/v1/settled-claims?page=1&pageSize=25&search=999');
  });

  it('says when nothing has been settled yet', async () => {
    renderSettledClaimsPage({ records: [] });
    expect(await table().findByText('No claims have been settled yet.')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    renderSettledClaimsPage({
      route: (_method, url) => (url.includes('?') ? { status: 500, body: {} } : undefined),
    });
    expect(await screen.findByText('Failed to load accepted claims. Please try again.')).toBeTruthy();
  });
});

describe('Settled Claims row menu', () => {
  it.each([
    ['organization_member', false],
    ['organization_admin', false],
    ['super_admin', true],
  ] as const)('offers Delete to a %s: %s', async (role, canDelete) => {
    const { user } = renderSettledClaimsPage({ role });
    const menu = await openRowMenu(
      user,
      /^Actions for 353328110000013 \(settled \d\d\/\d\d\/\d{4} [\d:]{8}\)$/,
    );
    expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeTruthy();
    expect(menu.queryByRole('menuitem', { name: 'Delete' }) !== null).toBe(canDelete);
  });

  it('deletes after confirmation and says so', async () => {
    const { user, calls } = renderSettledClaimsPage({
      role: 'super_admin',
      route: (method) => (method === 'DELETE' ? { status: 204 } : undefined),
    });
    await user.click(
      (
        await openRowMenu(user, /^Actions for 353328110000013 \(settled \d\d\/\d\d\/\d{4} [\d:]{8}\)$/)
      ).getByRole('menuitem', { name: 'Delete' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure?' }));
    expect(
      dialog.getByText(
        'This will permanently delete the settled claim for IMEI 353328110000013, with the claim behind it and its replacement device, so the IMEI can be taken in and settled again. This action cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Claim Deleted')).toBeTruthy();
    expect(
      calls.some(
        (call) => call.method === 'DELETE' && call.path === `/api/v1/settled-claims/${SETTLED_CLAIM_ID}`,
      ),
    ).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal when a delete fails", async () => {
    const { user } = renderSettledClaimsPage({
      role: 'super_admin',
      route: (method) =>
        method === 'DELETE'
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'Settled claim not found' } }
          : undefined,
    });
    await user.click(
      (
        await openRowMenu(user, /^Actions for 353328110000013 \(settled \d\d\/\d\d\/\d{4} [\d:]{8}\)$/)
      ).getByRole('menuitem', { name: 'Delete' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Settled claim not found')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeTruthy();
  });
});

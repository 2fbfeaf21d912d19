import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeniedClaimDetail, DeniedClaimRow } from '@/domain/contracts/denied-claims';
import type { Role } from '@/domain/roles';
import { makeBlockedReport, makeReport } from '@/web/testing/make-check';
import { openRowMenu, renderRegister, tableNamed } from '@/web/testing/render-register';
import { DeniedClaimsPage } from './denied-claims-page';

afterEach(() => vi.unstubAllGlobals());

const DENIED_CLAIM_ID = '0c1d2e3f-0000-4000-8000-0000000de001';

const DENIED_AT = '2025-03-04T10:15:30.000Z';

const makeRow = (overrides: Partial<DeniedClaimRow> = {}): DeniedClaimRow => ({
  id: DENIED_CLAIM_ID,
  checkId: '0c1d2e3f-0000-4000-8000-0000000c0001',
  deniedAt: DENIED_AT,
  imei: '353328110000013',
  deviceMake: 'APPLE',
  deviceModel: 'IPHONE 7',
  claimType: 'Total Loss',
  claimReference: 'CLM-2002',
  denialReason: 'Fraud suspected',
  notes: null,
  deniedBy: 'Alex Admin',
  verdict: { result: 'red', warnings: 2 },
  ...overrides,
});
const makeDetail = (overrides: Partial<DeniedClaimDetail> = {}): DeniedClaimDetail => ({
  ...makeRow({ notes: 'Police report 4471 names this IMEI' }),
  isTotalLoss: true,
  intakeReport: { report: makeReport(), checkedAt: '2025-03-01T09:00:00.000Z' },
  currentReport: { report: makeBlockedReport(), checkedAt: '2025-03-04T10:00:00.000Z' },
  ...overrides,
});

function renderPage(
  options: {
    records?: DeniedClaimRow[];
    role?: Role;
    route?: (method: string, url: string) => { status: number; body?: unknown } | undefined;
  } = {},
) {
  return renderRegister({
    element: <DeniedClaimsPage />,
    path: '/dashboard/denied-claims',
    listPath: '/api/v1/denied-claims',
    records: options.records ?? [makeRow()],
    matches: (record, search) => record.imei.includes(search),
    role: options.role ?? 'organization_member',
    detail: makeDetail(),
    ...(options.route ? { route: options.route } : {}),
  });
}

const table = () => tableNamed('Denied claims');

/** Deletes the one denied claim from its row's menu, confirming in 'Are you sure?'. */
async function deleteTheRow(user: ReturnType<typeof userEvent.setup>) {
  await user.click(
    (
      await openRowMenu(user, /^Actions for 353328110000013 \(denied \d\d\/\d\d\/\d{4} [\d:]{8}\)$/)
    ).getByRole('menuitem', { name: 'Delete' }),
  );
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
}

describe('Denied Claims table', () => {
  it('shows date, time, IMEI, claim type, reason and who denied it', async () => {
    renderPage({
      records: [
        makeRow(),
        makeRow({
          id: '0c1d2e3f-0000-4000-8000-0000000de002',
          imei: '353328110000021',
          deniedBy: null,
          claimType: null,
          claimReference: null,
          verdict: { result: 'green', warnings: 0 },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Denied Claims' })).toBeTruthy();
    await table().findByText('353328110000013');
    const headers = table()
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Date Denied',
      'Time',
      'IMEI',
      'Verdict',
      'Claim Reference',
      'Claim Type',
      'Denial Reason',
      'Denied By',
      'Actions',
    ]);
    const [, first, second] = table().getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 8),
    ).toEqual([
      format(new Date(DENIED_AT), 'MM/dd/yyyy'),
      format(new Date(DENIED_AT), 'HH:mm:ss'),
      '353328110000013',
      'Red · 2 warnings',
      'CLM-2002',
      'Total Loss',
      'Fraud suspected',
      'Alex Admin',
    ]);
    const placeholders = within(second as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect([placeholders[3], placeholders[4], placeholders[5], placeholders[7]]).toEqual([
      'Green',
      'No reference',
      'Not Set',
      'Unknown',
    ]);
  });

  it('searches by IMEI or claim reference and offers 25, 50 and 75 rows per page', async () => {
    const { user } = renderPage();
    await user.type(
      await screen.findByRole('searchbox', { name: 'Search by IMEI or claim reference' }),
      '4242',
    );
    expect(await table().findByText('No denied claims found matching "4242"')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['25', '50', '75']);
  });

  it('filters by reason and handler from the bar, keeps them in the address and the export, and clears them', async () => {
    const { user, listCalls, router } = renderPage();
    await table().findByText('353328110000013');
    await user.click(screen.getByRole('combobox', { name: 'Denial reason' }));
    await user.click(await screen.findByRole('option', { name: 'Fraud suspected' }));
    await user.click(screen.getByRole('combobox', { name: 'Handler' }));
    await user.click(await screen.findByRole('option', { name: 'Alex Admin' }));
    const handler = '00000000-0000-4000-8000-0000000a0001';
    await waitFor(() =>
      expect(listCalls().at(-1)?.path).toBe(
        `/api/v1/denied-claims?page=1&pageSize=25&reason=Fraud+suspected&handler=${handler}`,
      ),
    );
    expect(router.state.location.search).toBe(
      `?page=1&pageSize=25&reason=Fraud+suspected&handler=${handler}`,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/v1/denied-claims/export.csv?reason=Fraud+suspected&handler=${handler}`,
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=1&pageSize=25'));
    expect(screen.getByRole('combobox', { name: 'Denial reason' }).textContent).toBe('All reasons');
  });

  it('says when nothing has been denied yet, and when the list cannot be loaded', async () => {
    renderPage({ records: [] });
    expect(await table().findByText('No claims have been denied yet.')).toBeTruthy();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderPage({ route: (_method, url) => (url.includes('?') ? { status: 500, body: {} } : undefined) });
    expect(await screen.findByText('Failed to load denied claims. Please try again.')).toBeTruthy();
  });
});

describe('Denied Claims row menu', () => {
  it.each([
    ['organization_member', false],
    ['organization_admin', false],
    ['super_admin', true],
  ] as const)('offers Delete to a %s: %s', async (role, canDelete) => {
    const { user } = renderPage({ role });
    const menu = await openRowMenu(
      user,
      /^Actions for 353328110000013 \(denied \d\d\/\d\d\/\d{4} [\d:]{8}\)$/,
    );
    expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeTruthy();
    expect(menu.queryByRole('menuitem', { name: 'Delete' }) !== null).toBe(canDelete);
  });

  it('shows the details with the Total Loss badge', async () => {
    const { user } = renderPage();
    await user.click(
      (
        await openRowMenu(user, /^Actions for 353328110000013 \(denied \d\d\/\d\d\/\d{4} [\d:]{8}\)$/)
      ).getByRole('menuitem', {
        name: 'View Details',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Denied Claim Details' }));
    const denial = within(await dialog.findByRole('region', { name: 'Denial' }));
    expect(denial.getByText(format(new Date(DENIED_AT), 'MM/dd/yyyy HH:mm:ss'))).toBeTruthy();
    expect(denial.getByText('Alex Admin')).toBeTruthy();
    expect(denial.getByText('Fraud suspected')).toBeTruthy();
    expect(denial.getByText('Police report 4471 names this IMEI')).toBeTruthy();
    const device = within(dialog.getByRole('region', { name: 'Device' }));
    expect(device.getByText('353328110000013')).toBeTruthy();
    expect(device.getByText('APPLE')).toBeTruthy();
    expect(device.getByText('IPHONE 7')).toBeTruthy();
    expect(device.getAllByText('Total Loss')).toHaveLength(2);
    // The device's full report now (blocked by a later search) and at intake (clean).
    const current = within(dialog.getByRole('region', { name: 'Current Status' }));
    expect(current.getByText(/^Red · \d+ warnings$/)).toBeTruthy();
    expect(current.getByText(/^Last searched /)).toBeTruthy();
    expect(current.getByRole('heading', { name: 'Stolen' })).toBeTruthy();
    const intake = within(dialog.getByRole('region', { name: 'Status at Intake' }));
    expect(intake.getAllByText('Green').length).toBeGreaterThan(0);
    expect(intake.queryByText(/^Red/)).toBeNull();
    expect(intake.getByText(/^Checked at intake /)).toBeTruthy();
  });

  async function openDetails(detail: DeniedClaimDetail) {
    const { user } = renderRegister({
      element: <DeniedClaimsPage />,
      path: '/dashboard/denied-claims',
      listPath: '/api/v1/denied-claims',
      records: [makeRow()],
      matches: () => true,
      role: 'organization_member',
      detail,
    });
    await user.click(
      (await openRowMenu(user, /^Actions for 353328110000013/)).getByRole('menuitem', {
        name: 'View Details',
      }),
    );
    return within(await screen.findByRole('dialog', { name: 'Denied Claim Details' }));
  }

  it('shows one report when the device was not searched since its intake', async () => {
    const intakeOnly = { report: makeReport(), checkedAt: '2025-03-01T09:00:00.000Z' };
    const dialog = await openDetails(makeDetail({ intakeReport: intakeOnly, currentReport: intakeOnly }));
    const current = within(await dialog.findByRole('region', { name: 'Current Status' }));
    expect(current.getByText(/^Not searched since the intake, checked /)).toBeTruthy();
    expect(dialog.queryByRole('region', { name: 'Status at Intake' })).toBeNull();
  });

  it('says when no report of the device is kept (a claim decided before searches were recorded)', async () => {
    const dialog = await openDetails(makeDetail({ intakeReport: null, currentReport: null }));
    expect(
      await dialog.findByText(
        'The full device report is not kept for claims decided before searches were recorded.',
      ),
    ).toBeTruthy();
    expect(dialog.queryByRole('region', { name: 'Current Status' })).toBeNull();
  });

  it("gives focus back to the row's Actions button when the details close", async () => {
    const { user } = renderPage();
    const actions = /^Actions for 353328110000013 \(denied \d\d\/\d\d\/\d{4} [\d:]{8}\)$/;
    await user.click((await openRowMenu(user, actions)).getByRole('menuitem', { name: 'View Details' }));
    await screen.findByRole('dialog', { name: 'Denied Claim Details' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: actions })));
  });

  it('shows only the spec text when a delete fails', async () => {
    const { user } = renderPage({
      role: 'super_admin',
      route: (method) =>
        method === 'DELETE' ? { status: 404, body: { code: 'NOT_FOUND', message: 'gone' } } : undefined,
    });
    await deleteTheRow(user);
    expect(await screen.findByText('Failed to delete denied claim. Please try again.')).toBeTruthy();
  });

  it('deletes after confirmation', async () => {
    const { user, calls } = renderPage({
      role: 'super_admin',
      route: (method) => (method === 'DELETE' ? { status: 204 } : undefined),
    });
    await deleteTheRow(user);
    expect(await screen.findByText('Denied Claim Deleted')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/v1/denied-claims/${DENIED_CLAIM_ID}`,
    ]);
  });
});

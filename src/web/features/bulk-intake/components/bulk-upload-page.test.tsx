import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession } from '@/web/testing/make-session';
import { renderPage } from '@/web/testing/render-with-providers';
import { BulkUploadPage } from './bulk-upload-page';

afterEach(() => vi.unstubAllGlobals());

const BATCH_ID = '6f1c2a9e-8d4b-4c1e-9a7f-2b3c4d5e6f70';
const FILE = 'imei,claim_type,reference,fnol,loss_date\n353328110000013,Theft,CLM-1,no,\n12345,Theft,,no,\n';

/** The server of a small batch: the check of the rows, the start, then a finished batch with one row failed. */
function stubServer() {
  const sent: Array<{ path: string; body: string }> = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (init?.body instanceof Blob) sent.push({ path, body: await init.body.text() });
    else if (init?.method === 'POST') sent.push({ path, body: String(init.body) });
    if (path === '/api/v1/bulk-intakes/validation')
      return json({
        total: 2,
        valid: 1,
        problems: [
          {
            line: 3,
            imei: '12345',
            claimType: 'Theft',
            reference: null,
            title: 'Invalid IMEI',
            message: 'IMEI must be exactly 15 digits',
          },
        ],
      });
    if (path === '/api/v1/bulk-intakes?skipInvalid=true')
      return json({ id: BATCH_ID, status: 'queued', total: 2, valid: 1, problems: [] }, 202);
    if (path === `/api/v1/bulk-intakes/${BATCH_ID}/rows/4/retry`) return json({ retried: 1 });
    if (path === `/api/v1/bulk-intakes/${BATCH_ID}`)
      return json({
        id: BATCH_ID,
        status: 'finished',
        stopReason: null,
        total: 2,
        done: 1,
        failed: 1,
        rejected: 1,
        createdAt: '2026-11-26T10:00:00.000Z',
        startedAt: '2026-11-26T10:00:00.000Z',
        finishedAt: '2026-11-26T10:00:30.000Z',
        pausedUntil: null,
        pauseReason: null,
        rejectionReason: null,
        decidedAt: null,
      });
    if (path.startsWith(`/api/v1/bulk-intakes/${BATCH_ID}/rows`))
      return json({
        items: [
          {
            line: 2,
            imei: '353328110000013',
            claimType: 'Theft',
            reference: 'CLM-1',
            state: 'done',
            title: null,
            message: null,
            checkId: BATCH_ID,
            verdict: 'green',
          },
          {
            line: 3,
            imei: '12345',
            claimType: 'Theft',
            reference: 'CLM-BAD',
            state: 'rejected',
            title: 'Invalid IMEI',
            message: 'IMEI must be exactly 15 digits',
            checkId: null,
            verdict: null,
          },
          {
            line: 4,
            imei: '353328110000021',
            claimType: 'Theft',
            reference: null,
            state: 'failed',
            title: null,
            message: 'The device-history service is unavailable at the moment.',
            checkId: null,
            verdict: null,
          },
        ],
        total: 3,
        page: 1,
        pageSize: 25,
      });
    if (path.startsWith('/api/v1/bulk-intakes?page='))
      return json({ items: [], total: 0, page: 1, pageSize: 10 });
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  return sent;
}

describe('Bulk upload', () => {
  it('checks pasted rows, lists the lines that will not be checked, starts the rest and shows the batch', async () => {
    const sent = stubServer();
    const user = userEvent.setup();
    const { router } = renderPage(<BulkUploadPage />, '/dashboard/search-imei/bulk');

    await user.click(screen.getByRole('button', { name: 'Check rows' }));
    expect(await screen.findByText('Choose a file or paste rows first.')).toBeTruthy();
    await user.click(screen.getByLabelText(/Or paste rows/));
    await user.paste(FILE);
    await user.click(screen.getByRole('button', { name: 'Check rows' }));

    expect(await screen.findByText('1 of 2 rows can be checked.')).toBeTruthy();
    const problems = screen.getByRole('table', { name: 'Lines that will not be checked' });
    expect(
      within(problems).getByRole('row', { name: /3 12345 – Invalid IMEI: IMEI must be exactly 15 digits/ }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Start 1 check' }));
    expect(await screen.findByRole('heading', { name: 'Finished' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?batch=${BATCH_ID}`);
    expect(sent.map((request) => request.path)).toEqual([
      '/api/v1/bulk-intakes/validation',
      '/api/v1/bulk-intakes?skipInvalid=true',
    ]);
    expect(sent[1]?.body).toBe(FILE);
    expect(screen.getByTestId('bulk-done').textContent).toBe('1');
    expect(screen.getByTestId('bulk-failed').textContent).toBe('1');
    expect(screen.getByTestId('bulk-remaining').textContent).toBe('0');
    const results = await screen.findByRole('table', { name: 'Results' });
    expect(within(results).getByRole('row', { name: /353328110000021/ }).textContent).toContain(
      'The device-history service is unavailable at the moment.',
    );
    expect(screen.getByRole('link', { name: 'Download results (CSV)' }).getAttribute('href')).toBe(
      `/api/v1/bulk-intakes/${BATCH_ID}/results.csv`,
    );
    // The rejected line stays with the batch, with its IMEI, reference and reason.
    const rejected = within(results).getByRole('row', { name: /12345/ });
    expect(rejected.textContent).toContain('CLM-BAD');
    expect(rejected.textContent).toContain('Invalid IMEI: IMEI must be exactly 15 digits');
    expect(screen.getByTestId('bulk-rejected').textContent).toBe('1');
    // A checked row links to its check; a failed one can be retried.
    expect(within(results).getByRole('link', { name: 'Open check: line 2' }).getAttribute('href')).toBe(
      '/dashboard/check-history?search=353328110000013',
    );
    await user.click(within(results).getByRole('button', { name: 'Retry line 4' }));
    expect(await screen.findByText('1 row will be searched again.')).toBeTruthy();
    expect(sent.map((request) => request.path)).toContain(`/api/v1/bulk-intakes/${BATCH_ID}/rows/4/retry`);
  });

  it('reads the rows once more when the batch finishes, so no worked row stays Waiting', async () => {
    let polls = 0;
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    // Running at the first read, finished from the second; the row is worked once the batch says so, after the rows
    // were last read while it ran.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/auth/session') return json(makeSession('organization_member'));
      const isFinished = polls >= 2;
      if (path === `/api/v1/bulk-intakes/${BATCH_ID}`) {
        polls += 1;
        return json({
          id: BATCH_ID,
          status: polls > 1 ? 'finished' : 'running',
          stopReason: null,
          rejected: 0,
          total: 1,
          done: polls > 1 ? 1 : 0,
          failed: 0,
          createdAt: '2026-11-26T10:00:00.000Z',
          startedAt: '2026-11-26T10:00:00.000Z',
          finishedAt: polls > 1 ? '2026-11-26T10:00:01.000Z' : null,
          pausedUntil: null,
          pauseReason: null,
          rejectionReason: null,
          decidedAt: null,
        });
      }
      const row = {
        line: 2,
        imei: '353328110000013',
        claimType: 'Theft',
        reference: 'CLM-1',
        title: null,
        message: null,
      };
      return json({
        items: [
          isFinished
            ? { ...row, state: 'done', checkId: BATCH_ID, verdict: 'green' }
            : { ...row, state: 'pending', checkId: null, verdict: null },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      });
    });
    renderPage(<BulkUploadPage />, '/dashboard/search-imei/bulk', `?batch=${BATCH_ID}`);
    const results = await screen.findByRole('table', { name: 'Results' }, { timeout: 5_000 });
    expect(await within(results).findByText('Waiting')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Finished' }, { timeout: 5_000 })).toBeTruthy();
    expect(await within(results).findByText('Checked', {}, { timeout: 5_000 })).toBeTruthy();
    expect(within(results).queryByText('Waiting')).toBeNull();
  });

  it.each([
    ['busy', 'Paused: the device-history service asked us to wait until 14:05'],
    [
      'unavailable',
      'Paused: the device-history service is unavailable; the remaining rows are searched again from 14:05',
    ],
    [
      'budget',
      "Paused: the organization's monthly search budget is used up. The remaining rows are searched when an organization admin raises it, or when the new month begins.",
    ],
  ] as const)('says a paused batch (%s) waits, and why', async (reason, message) => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input) === '/api/auth/session') return json(makeSession('organization_member'));
      if (String(input) === `/api/v1/bulk-intakes/${BATCH_ID}`)
        return json({
          id: BATCH_ID,
          status: 'running',
          stopReason: null,
          rejected: 0,
          total: 2,
          done: 1,
          failed: 0,
          createdAt: '2026-11-26T14:00:00.000Z',
          startedAt: '2026-11-26T14:00:00.000Z',
          finishedAt: null,
          // The tests run in UTC: the reader's 14:05.
          pausedUntil: '2026-11-26T14:05:30.000Z',
          pauseReason: reason,
          rejectionReason: null,
          decidedAt: null,
        });
      return json({ items: [], total: 0, page: 1, pageSize: 25 });
    });
    renderPage(<BulkUploadPage />, '/dashboard/search-imei/bulk', `?batch=${BATCH_ID}`);
    expect((await screen.findByText(message)).closest('[role="status"]')).toBeTruthy();
    expect(screen.getByTestId('bulk-failed').textContent).toBe('0');
  });
});

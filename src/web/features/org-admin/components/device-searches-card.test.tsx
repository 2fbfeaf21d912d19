import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import {
  DEVICE_SEARCH_SUMMARY,
  DEVICE_SEARCHES_PATH,
  renderOrgAdmin,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { cellTextsByRow } from '@/web/testing/cell-texts-by-row';

afterEach(() => vi.unstubAllGlobals());

const card = async () => within(await screen.findByRole('region', { name: deviceSearchMessages.title }));

describe('Org Admin Panel device-history searches', () => {
  it("shows this month's searches per path and per person, and the answers used again", async () => {
    const { calls } = renderOrgAdmin();
    const searches = await card();
    expect(
      await searches.findByText(
        '3 of 4 searches may have been charged; 1 paid answer was used again instead of searching twice.',
      ),
    ).toBeTruthy();
    expect(cellTextsByRow(searches.getByRole('table', { name: 'Searches per path' }))).toEqual([
      ['Claims intake', '3', '2'],
      ['Monitoring', '1', '1'],
    ]);
    expect(cellTextsByRow(searches.getByRole('table', { name: 'Searches per person' }))).toEqual([
      ['Ada Admin', '3', '2'],
      ['No person (monitoring)', '1', '1'],
    ]);
    const asked = calls.find((call) => call.path.startsWith(DEVICE_SEARCHES_PATH));
    expect(asked?.path).toBe(`${DEVICE_SEARCHES_PATH}?from=${new Date().toISOString().slice(0, 8)}01`);
  });

  it('counts in the singular for one search and in the plural for more answers used again', async () => {
    renderOrgAdmin((_method, path) =>
      path.startsWith(DEVICE_SEARCHES_PATH)
        ? { status: 200, body: { ...DEVICE_SEARCH_SUMMARY, searches: 1, charged: 1, reused: 2 } }
        : undefined,
    );
    expect(
      await (await card()).findByText(
        '1 of 1 search may have been charged; 2 paid answers were used again instead of searching twice.',
      ),
    ).toBeTruthy();
  });

  it('says so when there were no searches', async () => {
    renderOrgAdmin((_method, path) =>
      path.startsWith(DEVICE_SEARCHES_PATH)
        ? {
            status: 200,
            body: { ...DEVICE_SEARCH_SUMMARY, searches: 0, charged: 0, reused: 0, byPath: [], byPerson: [] },
          }
        : undefined,
    );
    expect(await (await card()).findByText(deviceSearchMessages.empty)).toBeTruthy();
  });

  it('offers to try again when the searches could not be loaded', async () => {
    renderOrgAdmin((_method, path) =>
      path.startsWith(DEVICE_SEARCHES_PATH)
        ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Something went wrong' } }
        : undefined,
    );
    const searches = await card();
    expect(await searches.findByText(deviceSearchMessages.loadFailed)).toBeTruthy();
    expect(searches.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

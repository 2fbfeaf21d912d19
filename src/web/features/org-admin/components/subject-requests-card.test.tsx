import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/domain/messages';
import { subjectDataMessages } from '@/domain/subject-data-messages';
import {
  renderOrgAdmin,
  SUBJECT_COUNTS,
  SUBJECT_IMEI,
  SUBJECT_SUMMARY_PATH,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { cellTextsByRow } from '@/web/testing/cell-texts-by-row';

afterEach(() => vi.unstubAllGlobals());

const SUMMARY_PATH = SUBJECT_SUMMARY_PATH;
const IMEI = SUBJECT_IMEI;
const COUNTS = SUBJECT_COUNTS;
const answering = (counts: typeof COUNTS) => (_method: string, path: string) =>
  path.startsWith(`${SUMMARY_PATH}?`) ? { status: 200, body: { selector: 'imei', counts } } : undefined;

const card = async () => within(await screen.findByRole('region', { name: subjectDataMessages.cardTitle }));

describe('Org Admin Panel subject requests', () => {
  it('finds the counts per kind for an IMEI and offers the archive of exactly that subject', async () => {
    const { user, calls } = renderOrgAdmin(answering(COUNTS));
    const requests = await card();
    await user.click(requests.getByRole('combobox', { name: subjectDataMessages.kindLabel }));
    await user.click(await screen.findByRole('option', { name: 'IMEI' }));
    await user.type(requests.getByLabelText(subjectDataMessages.valueLabel), IMEI);
    await user.click(requests.getByRole('button', { name: subjectDataMessages.find }));

    const table = await requests.findByRole('table', { name: 'Records held' });
    const rows = cellTextsByRow(table);
    expect(rows).toContainEqual(['Alerts', '2']);
    expect(rows).toContainEqual(['Audit events', '7']);
    expect(rows).toHaveLength(9);
    expect(calls.map((call) => call.path)).toContain(`${SUMMARY_PATH}?imei=${IMEI}`);
    expect(requests.getByRole('link', { name: subjectDataMessages.download }).getAttribute('href')).toBe(
      `/api/v1/subject-data/export?imei=${IMEI}`,
    );
  });

  it('refuses a malformed IMEI with the rule’s message, asking the server nothing', async () => {
    const { user, calls } = renderOrgAdmin(answering(COUNTS));
    const requests = await card();
    await user.click(requests.getByRole('combobox', { name: subjectDataMessages.kindLabel }));
    await user.click(await screen.findByRole('option', { name: 'IMEI' }));
    await user.type(requests.getByLabelText(subjectDataMessages.valueLabel), '12345');
    await user.click(requests.getByRole('button', { name: subjectDataMessages.find }));
    expect(await requests.findByText(messages.imeiNot15Digits)).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith(SUMMARY_PATH))).toBe(false);
    expect(requests.queryByRole('link', { name: subjectDataMessages.download })).toBeNull();
  });

  it('says the organization holds nothing when every count is zero', async () => {
    const none = Object.fromEntries(Object.keys(COUNTS).map((kind) => [kind, 0])) as typeof COUNTS;
    const { user } = renderOrgAdmin(answering(none));
    const requests = await card();
    await user.type(requests.getByLabelText(subjectDataMessages.valueLabel), 'CLM-404');
    await user.click(requests.getByRole('button', { name: subjectDataMessages.find }));
    expect(await requests.findByText(subjectDataMessages.nothingHeld)).toBeTruthy();
  });
});

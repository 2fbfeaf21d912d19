import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retentionMessages } from '@/domain/retention-messages';
import { subjectDataMessages } from '@/domain/subject-data-messages';
import {
  renderOrgAdmin,
  SUBJECT_COUNTS,
  SUBJECT_IMEI,
  SUBJECT_SUMMARY_PATH,
} from '@/web/features/org-admin/testing/render-org-admin-page';
import { findToast } from '@/web/testing/find-toast';

afterEach(() => vi.unstubAllGlobals());

const IMEI = SUBJECT_IMEI;
const ERASURE_PATH = '/api/v1/subject-data/erasure';
const ERASED = {
  selector: 'imei',
  erased: {
    checksDeleted: 1,
    claimsAnonymised: 1,
    answersReduced: 0,
    searchesDeidentified: 2,
    bulkIntakeRowsDeidentified: 0,
    namesRemoved: 0,
  },
  kept: [
    {
      record: 'deniedClaim',
      id: '0c1d2e3f-0000-4000-8000-000000130001',
      reason: 'retentionPeriod',
      keptUntil: '2032-06-01',
      explanation: retentionMessages.keptForPeriod(7),
    },
    {
      record: 'auditEvents',
      id: null,
      reason: 'auditLog',
      keptUntil: null,
      explanation: retentionMessages.keptAuditLog(7),
    },
  ],
};

async function findDevice(
  reply: (method: string, path: string) => { status: number; body?: unknown } | undefined,
) {
  const rendered = renderOrgAdmin((method, path) =>
    path.startsWith(`${SUBJECT_SUMMARY_PATH}?`)
      ? { status: 200, body: { selector: 'imei', counts: SUBJECT_COUNTS } }
      : reply(method, path),
  );
  const requests = within(await screen.findByRole('region', { name: subjectDataMessages.cardTitle }));
  await rendered.user.click(requests.getByRole('combobox', { name: subjectDataMessages.kindLabel }));
  await rendered.user.click(await screen.findByRole('option', { name: 'IMEI' }));
  await rendered.user.type(requests.getByLabelText(subjectDataMessages.valueLabel), IMEI);
  await rendered.user.click(requests.getByRole('button', { name: subjectDataMessages.find }));
  await requests.findByRole('table', { name: 'Records held' });
  return { ...rendered, requests };
}

describe('Org Admin Panel: erasing a subject', () => {
  it('asks first, erases exactly the subject found, and says what was erased and what was kept until when', async () => {
    const { user, calls, requests } = await findDevice((method, path) =>
      method === 'POST' && path === ERASURE_PATH ? { status: 200, body: ERASED } : undefined,
    );
    await user.click(requests.getByRole('button', { name: 'Erase…' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Erase what the organization holds about IMEI ${IMEI}?`,
    });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    const result = await requests.findByRole('region', { name: 'Erasure result' });
    expect(result.textContent).toContain('Open checks deleted: 1');
    expect(result.textContent).toContain('Searches de-identified: 2');
    expect(result.textContent).not.toContain('Provider answers reduced');
    expect(
      within(within(result).getByRole('list', { name: 'Records kept' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Denied claim · kept until 06/01/2032${retentionMessages.keptForPeriod(7)}`,
      `Audit events${retentionMessages.keptAuditLog(7)}`,
    ]);
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      [ERASURE_PATH, { imei: IMEI }],
    ]);
  });

  it('says why the server refused, and shows no result', async () => {
    const { user, requests } = await findDevice((method, path) =>
      method === 'POST' && path === ERASURE_PATH
        ? { status: 403, body: { code: 'FORBIDDEN', message: 'You do not have permission.' } }
        : undefined,
    );
    await user.click(requests.getByRole('button', { name: 'Erase…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase' }));
    expect(
      (await findToast('Error erasing the records')).getByText('You do not have permission.'),
    ).toBeTruthy();
    expect(requests.queryByRole('region', { name: 'Erasure result' })).toBeNull();
  });
});

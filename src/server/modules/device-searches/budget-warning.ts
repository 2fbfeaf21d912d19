import { recordEvent } from '@/server/audit/record-event';
import { organisationAdminEmails } from '@/server/db/organisation-admins';
import { searchBudgetWarningMail } from '@/server/mail/templates';
import type { Services } from '@/server/services';
import { claimBudgetWarning } from './queries';

type Deps = Pick<Services, 'db' | 'mailer' | 'env'>;

export interface BudgetWarning {
  organisationId: string;
  /** The UTC month, as its first day (`2026-11-01`). */
  month: string;
  spent: number;
  budget: number;
}

/**
 * Tells every active org admin that the organisation has used 80 % of its monthly search budget, once a month: the
 * organisation's row is marked for the month by a conditional update in the same owner transaction as the mail (the
 * outbox keeps it there; SMTP sends it before the commit), so a second search past 80 %, in any process, finds it
 * marked and sends nothing, and a mail that fails leaves it unmarked for the next search to try again.
 */
export async function warnOfSearchBudget(deps: Deps, warning: BudgetWarning) {
  await deps.db.transaction(async (tx) => {
    if (!(await claimBudgetWarning(tx, warning.organisationId, warning.month))) return;
    const panelUrl = `${deps.env.APP_URL}/dashboard/org-admin`;
    const month = warning.month.slice(0, 7);
    for (const { email } of await organisationAdminEmails(tx, warning.organisationId)) {
      await deps.mailer.send(searchBudgetWarningMail({ to: email, ...warning, month, panelUrl }), tx);
    }
    await recordEvent(
      tx,
      { organisationId: warning.organisationId, userId: null },
      {
        name: 'device_search.budget_warning_sent',
        subjectId: warning.organisationId,
        data: { month, spent: warning.spent, budget: warning.budget },
      },
    );
  });
}

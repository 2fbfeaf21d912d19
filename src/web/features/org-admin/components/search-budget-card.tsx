import { useQueryClient } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import { MAX_SEARCH_MONTHLY_BUDGET } from '@/domain/device-searches';
import { SectionCard } from '@/web/components/card-heading';
import { LoadStatus } from '@/web/components/load-status';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { useDeviceSearchBudget } from '@/web/features/org-admin/api/device-searches';
import { useOrganisationSettings } from '@/web/features/org-admin/api/organisation-settings';
import { formatCount, formatCountOf } from '@/web/lib/format-count';
import { queryKeys } from '@/web/lib/query-keys';
import { NumberSettingForm } from './number-setting-form';

/**
 * Org Admin Panel: the organisation's monthly budget of device-history searches (every charged path draws on it),
 * this month's spend against it, with a warning from 80 % and the refusal at 100 %, and the budget to change.
 */
export function SearchBudgetCard() {
  const budget = useDeviceSearchBudget();
  const settings = useOrganisationSettings();
  const queryClient = useQueryClient();
  const data = budget.data;
  return (
    <SectionCard
      id="search-budget"
      contentClassName="grid gap-4"
      icon={Gauge}
      title={deviceSearchMessages.budgetTitle}
      description="Device-history searches your organization may send in a calendar month (UTC), on every path: intake, bulk intake, re-check, re-verification and monitoring. Carrier checks are not counted."
    >
      <LoadStatus
        query={budget}
        loadingLabel="Loading the search budget"
        retry
        failure={deviceSearchMessages.budgetLoadFailed}
      />
      {data ? (
        <p className="text-sm">
          {data.monthlyBudget > 0
            ? `${formatCount(data.spent)} of ${formatCountOf(data.monthlyBudget, 'search', 'searches')} used in ${data.month} (${Math.floor((data.spent / data.monthlyBudget) * 100)} %).`
            : `${formatCountOf(data.spent, 'search', 'searches')} in ${data.month}. ${deviceSearchMessages.budgetUnlimited}`}
        </p>
      ) : null}
      {data?.state === 'warning' ? (
        <Alert variant="warning">
          <AlertTitle>Budget almost used</AlertTitle>
          <AlertDescription>{deviceSearchMessages.budgetWarning}</AlertDescription>
        </Alert>
      ) : null}
      {data?.state === 'used-up' ? (
        <Alert variant="destructive">
          <AlertTitle>{deviceSearchMessages.budgetUsedUpTitle}</AlertTitle>
          <AlertDescription>{deviceSearchMessages.budgetRefused}</AlertDescription>
        </Alert>
      ) : null}
      {settings.data ? (
        <NumberSettingForm
          key={settings.data.searchMonthlyBudget}
          setting="searchMonthlyBudget"
          saved={settings.data.searchMonthlyBudget}
          empty={0}
          id="search-budget"
          label="Monthly search budget"
          placeholder="No limit"
          hint="Empty or 0 is no limit. Org admins are e-mailed once a month at 80 %; at 100 % every search is refused."
          min={0}
          max={MAX_SEARCH_MONTHLY_BUDGET}
          texts={{
            saved: deviceSearchMessages.budgetSaved,
            saveFailed: deviceSearchMessages.budgetSaveFailed,
            range: deviceSearchMessages.budgetRange,
          }}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: queryKeys.deviceSearchBudget() })}
        />
      ) : null}
    </SectionCard>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import { MAX_SEARCH_MONTHLY_BUDGET } from '@/domain/device-searches';
import { CardHeading } from '@/web/components/card-heading';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useDeviceSearchBudget } from '@/web/features/org-admin/api/device-searches';
import { useOrganisationSettings } from '@/web/features/org-admin/api/organisation-settings';
import { formatCount, formatCountOf } from '@/web/lib/format-count';
import { queryKeys } from '@/web/lib/query-keys';
import { LoadFailure } from './load-failure';
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
    <Card role="region" aria-labelledby="search-budget-title">
      <CardHeading
        icon={Gauge}
        title={deviceSearchMessages.budgetTitle}
        titleId="search-budget-title"
        description="Device-history searches your organization may send in a calendar month (UTC), on every path: intake, bulk intake, re-check, re-verification and monitoring. Carrier checks are not counted."
      />
      <CardContent className="grid gap-4">
        {budget.isPending ? <Spinner label="Loading the search budget" className="py-4" /> : null}
        {budget.isError ? (
          <LoadFailure
            text={deviceSearchMessages.budgetLoadFailed}
            error={budget.error}
            onRetry={() => void budget.refetch()}
          />
        ) : null}
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
      </CardContent>
    </Card>
  );
}

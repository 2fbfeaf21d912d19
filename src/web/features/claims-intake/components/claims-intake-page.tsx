import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { intakeMessages } from '@/domain/intake-messages';
import type { ClaimsIntake } from '@/domain/schemas/claims-intake';
import { PageHeader } from '@/web/components/page-header';
import { ProviderDataBadges } from '@/web/components/provider-data-badges';
import { Button } from '@/web/components/ui/button';
import { useCreateCheck } from '@/web/features/claims-intake/api/create-check';
import { describeCheckFailure } from '@/web/features/claims-intake/api/describe-check-failure';
import { notify } from '@/web/lib/notify';
import { usePendingAtOnce } from '@/web/lib/use-pending-at-once';
import { CheckProgress } from './check-progress';
import { CheckResults } from './check-results';
import { IntakeForm } from './intake-form';

/**
 * Claims Intake (/dashboard/search-imei): idle, searching, result shown; 'Search Again' goes back to idle. The route
 * supplies what a handler may do with the recorded check (Settle Claim).
 */
export function ClaimsIntakePage({
  renderResultActions,
}: {
  renderResultActions: (checkId: string) => ReactNode;
}) {
  const check = usePendingAtOnce(useCreateCheck());

  const search = (intake: ClaimsIntake) =>
    check.mutate(intake, {
      onSuccess: () => notify.success(intakeMessages.checkComplete, intakeMessages.checkCompleteDescription),
      onError: (error) => {
        const failure = describeCheckFailure(error);
        notify.error(failure.title, failure.description, failure.duration);
      },
    });

  return (
    <>
      <PageHeader
        title="Claims Intake"
        description="Check a device's status across the device-history ecosystem before you accept a claim."
      >
        <div className="flex flex-wrap items-center gap-2">
          <ProviderDataBadges provider="device-history" />
          <Button asChild variant="outline">
            <Link to="/dashboard/search-imei/bulk">
              <Upload aria-hidden="true" /> Bulk upload
            </Link>
          </Button>
        </div>
      </PageHeader>
      <IntakeForm
        isSearching={check.isPending}
        hasResult={check.isSuccess}
        onSearch={search}
        onSearchAgain={() => check.reset()}
      />
      {check.isPending ? <CheckProgress /> : null}
      {check.isSuccess ? (
        <CheckResults key={check.data.id} check={check.data} actions={renderResultActions(check.data.id)} />
      ) : null}
    </>
  );
}

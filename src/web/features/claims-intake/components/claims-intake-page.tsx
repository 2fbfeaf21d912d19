import { intakeMessages } from '../../../../domain/intake-messages';
import type { ClaimsIntake } from '../../../../domain/schemas/claims-intake';
import { notify } from '../../../lib/notify';
import { usePendingAtOnce } from '../../../lib/use-pending-at-once';
import { SettleFromIntake } from '../../claim-decisions/components/settle-from-intake';
import { PageHeader } from '../../dashboard-shell/components/page-header';
import { useCreateCheck } from '../api/create-check';
import { describeCheckFailure } from '../api/describe-check-failure';
import { CheckProgress } from './check-progress';
import { CheckResults } from './check-results';
import { IntakeForm } from './intake-form';
import { ProviderDataBadges } from './provider-data-badges';

/** Claims Intake (/dashboard/search-imei): idle, searching, result shown; 'Search Again' goes back to idle. */
export function ClaimsIntakePage() {
  const check = usePendingAtOnce(useCreateCheck());

  const search = (intake: ClaimsIntake) =>
    check.mutate(intake, {
      onSuccess: () => notify.success(intakeMessages.checkComplete, intakeMessages.checkCompleteDescription),
      onError: (error) => {
        const failure = describeCheckFailure(error);
        notify.error(failure.title, failure.message, failure.duration);
      },
    });

  return (
    <>
      <PageHeader
        title="Claims Intake"
        description="Check a device's status across the device-history ecosystem before you accept a claim."
      >
        <ProviderDataBadges />
      </PageHeader>
      <IntakeForm
        isSearching={check.isPending}
        hasResult={check.isSuccess}
        onSearch={search}
        onSearchAgain={() => check.reset()}
      />
      {check.isPending ? <CheckProgress /> : null}
      {check.isSuccess ? (
        <CheckResults
          key={check.data.id}
          check={check.data}
          actions={<SettleFromIntake checkId={check.data.id} />}
        />
      ) : null}
    </>
  );
}

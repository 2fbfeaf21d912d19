import { Building2, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardHeading } from '@/web/components/card-heading';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useOwnOrganisation } from '@/web/features/org-admin/api/organisation';
import { ApiKeysCard } from './api-keys-card';
import { AuditLogCard } from './audit-log-card';
import { BulkApprovalCard } from './bulk-approval-card';
import { ClaimTypesCard } from './claim-types-card';
import { DataRetentionCard } from './data-retention-card';
import { DenialReasonsCard } from './denial-reasons-card';
import { DeviceSearchesCard } from './device-searches-card';
import { DirectorySyncCard } from './directory-sync-card';
import { MonitoringCard } from './monitoring-card';
import { RegistrySubmissionCard } from './registry-submission-card';
import { SearchBudgetCard } from './search-budget-card';
import { SubjectRequestsCard } from './subject-requests-card';
import { TeamMembersCard } from './team-members-card';
import { TriageRulesCard } from './triage-rules-card';
import { TwoFactorRequirementCard } from './two-factor-requirement-card';
import { WebhooksCard } from './webhooks-card';

/**
 * Org Admin Panel (/dashboard/org-admin): always the signed-in admin's own organisation. The form that invites a
 * member comes from the route, with the e-mail hint of this organisation's domain.
 */
export function OrgAdminPage({
  renderInvitationForm,
}: {
  renderInvitationForm: (emailHint: string) => ReactNode;
}) {
  const organisation = useOwnOrganisation();
  const { data } = organisation;
  return (
    <>
      <PageHeader
        title="Org Admin Panel"
        description={data ? `${data.name} · ${data.domain}` : 'Loading your organization...'}
      />
      <div className="grid grid-cols-1 gap-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeading
              icon={UserPlus}
              title="Invite Claims Processor"
              description={
                data
                  ? `The e-mail address must end in @${data.domain}.`
                  : 'Invite a member of your organization.'
              }
            />
            <CardContent>
              {renderInvitationForm(data ? `name@${data.domain}` : 'name@company.com')}
            </CardContent>
          </Card>
          <Card>
            <CardHeading icon={Building2} title="Organization Overview" />
            <CardContent>
              {data ? (
                <dl className="grid grid-cols-2 gap-4">
                  <div>
                    <dt className="text-sm text-muted-foreground">Total Members</dt>
                    <dd className="text-3xl font-bold">{data.memberCount}</dd>
                  </div>
                  <div>
                    <dt className="text-sm text-muted-foreground">Organization</dt>
                    <dd className="text-lg font-semibold">{data.name}</dd>
                  </div>
                </dl>
              ) : (
                <Skeleton className="h-16 w-full" />
              )}
              {organisation.isError ? (
                <p role="alert" className="text-destructive">
                  {organisation.error.message}
                </p>
              ) : null}
            </CardContent>
          </Card>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <ClaimTypesCard />
          <DenialReasonsCard />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <RegistrySubmissionCard />
          <TwoFactorRequirementCard />
        </div>
        <TriageRulesCard />
        <MonitoringCard />
        <SearchBudgetCard />
        <BulkApprovalCard />
        <DeviceSearchesCard />
        <TeamMembersCard />
        <DirectorySyncCard />
        <ApiKeysCard />
        <WebhooksCard />
        <DataRetentionCard />
        <SubjectRequestsCard />
        <AuditLogCard />
      </div>
    </>
  );
}

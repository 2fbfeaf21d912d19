import { Building2, type LucideIcon, UserPlus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardHeading } from '@/web/components/card-heading';
import { Card, CardContent } from '@/web/components/ui/card';
import { CreateOrganisationForm } from './create-organisation-form';
import { OrganisationsList } from './organisations-list';
import { PlatformAuditLog } from './platform-audit-log';
import { UsersTable } from './users-table';

function Panel(props: { title: string; description: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeading icon={props.icon} title={props.title} description={props.description} />
      <CardContent>{props.children}</CardContent>
    </Card>
  );
}

/**
 * Super Admin Panel (/dashboard/super-admin): organisations, their admins and every user on the platform. The route
 * puts in the form that invites an organisation's admin and the platform's outbox.
 */
export function SuperAdminPage({ invitationForm, outbox }: { invitationForm: ReactNode; outbox: ReactNode }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel
          title="Create Organization"
          description="Add an insurer or carrier by its e-mail domain."
          icon={Building2}
        >
          <CreateOrganisationForm />
        </Panel>
        <Panel
          title="Invite Organization Admin"
          description="The organization is the one whose domain matches the e-mail address."
          icon={UserPlus}
        >
          {invitationForm}
        </Panel>
      </div>
      <Panel
        title="Organizations"
        description="Every organization with its number of users."
        icon={Building2}
      >
        <OrganisationsList />
      </Panel>
      <Panel
        title="User Management"
        description="Resend invitations, edit users and assign roles."
        icon={Users}
      >
        <UsersTable />
      </Panel>
      <PlatformAuditLog />
      {outbox}
    </div>
  );
}

import { adminMessages } from '@/domain/admin-messages';
import { ROLE_LABELS } from '@/domain/roles';
import { teamMessages } from '@/domain/team-messages';
import { LoadStatus } from '@/web/components/load-status';
import { PersonName } from '@/web/components/person-name';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useTeamMembers } from '@/web/features/org-admin/api/organisation';
import { InvitationStatus } from './invitation-status';
import { TeamMemberActions } from './team-member-actions';

export function TeamMembersCard() {
  const members = useTeamMembers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team Members</CardTitle>
        <CardDescription>
          Everyone in your organization, and who has yet to accept their invitation. Change a member's role,
          or deactivate someone who should no longer sign in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <LoadStatus query={members} loadingLabel="Loading team members" spinnerClassName="py-6" />
        {members.data ? (
          <Table aria-label="Team members">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Title</TableHead>
                <TableHead>Role</TableHead>
                <TableHead align="right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.data.map((member) => (
                <TableRow key={member.id}>
                  <TableCell className="font-medium">
                    <PersonName person={member} />
                    {member.deactivated ? (
                      <Badge variant="destructive" className="ml-2">
                        {teamMessages.deactivatedBadge}
                      </Badge>
                    ) : null}
                    <InvitationStatus member={member} />
                  </TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>{member.title ?? '—'}</TableCell>
                  <TableCell>
                    {member.role ? ROLE_LABELS[member.role] : adminMessages.noRoleAssigned}
                  </TableCell>
                  <TableCell className="text-right">
                    <TeamMemberActions member={member} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}

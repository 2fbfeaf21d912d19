import { adminMessages } from '@/domain/admin-messages';
import { ROLE_LABELS } from '@/domain/roles';
import { PersonName } from '@/web/components/person-name';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useTeamMembers } from '@/web/features/org-admin/api/organisation';

export function TeamMembersCard() {
  const members = useTeamMembers();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team Members</CardTitle>
        <CardDescription>Everyone in your organization.</CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending ? <Spinner label="Loading team members" className="py-6" /> : null}
        {members.isError ? (
          <p role="alert" className="text-destructive">
            {members.error.message}
          </p>
        ) : null}
        {members.data ? (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Title</TableHead>
                <TableHead>Role</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.data.map((member) => (
                <TableRow key={member.id}>
                  <TableCell className="font-medium">
                    <PersonName person={member} />
                  </TableCell>
                  <TableCell>{member.email}</TableCell>
                  <TableCell>{member.title ?? '—'}</TableCell>
                  <TableCell>
                    {member.role ? ROLE_LABELS[member.role] : adminMessages.noRoleAssigned}
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

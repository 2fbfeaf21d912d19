import { format } from 'date-fns';
import { adminMessages } from '@/domain/admin-messages';
import { LoadStatus } from '@/web/components/load-status';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useOrganisations } from '@/web/features/super-admin/api/organisations';

export function OrganisationsList() {
  const organisations = useOrganisations();
  if (organisations.isPending || organisations.isError) {
    return <LoadStatus query={organisations} loadingLabel="Loading organizations" spinnerClassName="py-8" />;
  }
  if (organisations.data.length === 0) {
    return <p className="text-muted-foreground">{adminMessages.noOrganisationsYet}</p>;
  }
  return (
    <Table aria-label="Organizations">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Domain</TableHead>
          <TableHead align="right">Users</TableHead>
          <TableHead>Created</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {organisations.data.map((organisation) => (
          <TableRow key={organisation.id}>
            <TableCell className="font-medium">{organisation.name}</TableCell>
            <TableCell>{organisation.domain}</TableCell>
            <TableCell className="text-right">{organisation.userCount}</TableCell>
            <TableCell>{format(new Date(organisation.createdAt), 'MMM dd, yyyy')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

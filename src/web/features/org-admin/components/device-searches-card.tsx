import { Search } from 'lucide-react';
import { deviceSearchMessages } from '@/domain/device-search-messages';
import { DEVICE_SEARCH_PATH_LABELS } from '@/domain/device-searches';
import { SectionCard } from '@/web/components/card-heading';
import { LoadStatus } from '@/web/components/load-status';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useDeviceSearchSummary } from '@/web/features/org-admin/api/device-searches';
import { formatCount, formatCountOf } from '@/web/lib/format-count';

/** The first day of the current UTC month, as YYYY-MM-DD. */
const monthStart = () => `${new Date().toISOString().slice(0, 8)}01`;

/** Who searched: the person, with the API key they searched through, if any. */
const searcherName = (row: { person: { name: string; email: string } | null; apiKey: string | null }) => {
  const who = row.person ? row.person.name || row.person.email : 'No person (monitoring)';
  return row.apiKey ? `${who} (API key ${row.apiKey})` : who;
};

/** Org Admin Panel: this month's device-history searches (each may be charged) per path and per person. */
export function DeviceSearchesCard() {
  const summary = useDeviceSearchSummary(monthStart());
  const data = summary.data;
  return (
    <SectionCard
      id="device-searches"
      contentClassName="grid gap-6"
      icon={Search}
      title={deviceSearchMessages.title}
      description={<>{deviceSearchMessages.description} This month so far.</>}
    >
      <LoadStatus
        query={summary}
        loadingLabel="Loading searches"
        retry
        failure={deviceSearchMessages.loadFailed}
      />
      {data && data.searches === 0 ? (
        <p className="text-sm text-muted-foreground">{deviceSearchMessages.empty}</p>
      ) : null}
      {data && data.searches > 0 ? (
        <>
          <p className="text-sm">
            {formatCount(data.charged)} of {formatCountOf(data.searches, 'search', 'searches')} may have been
            charged; {formatCountOf(data.reused, 'paid answer was', 'paid answers were')} used again instead
            of searching twice.
          </p>
          <div className="grid gap-6 lg:grid-cols-2">
            <Table aria-label="Searches per path">
              <TableHeader>
                <TableRow>
                  <TableHead>Path</TableHead>
                  <TableHead align="right">Searches</TableHead>
                  <TableHead align="right">Charged</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.byPath.map((row) => (
                  <TableRow key={row.path}>
                    <TableCell>{DEVICE_SEARCH_PATH_LABELS[row.path]}</TableCell>
                    <TableCell className="text-right">{formatCount(row.searches)}</TableCell>
                    <TableCell className="text-right">{formatCount(row.charged)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table aria-label="Searches per person">
              <TableHeader>
                <TableRow>
                  <TableHead>Person</TableHead>
                  <TableHead align="right">Searches</TableHead>
                  <TableHead align="right">Charged</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.byPerson.map((row) => (
                  <TableRow key={`${row.person?.id ?? 'none'}-${row.apiKey ?? ''}`}>
                    <TableCell>{searcherName(row)}</TableCell>
                    <TableCell className="text-right">{formatCount(row.searches)}</TableCell>
                    <TableCell className="text-right">{formatCount(row.charged)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      ) : null}
    </SectionCard>
  );
}

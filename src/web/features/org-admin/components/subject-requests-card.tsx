import { Download, FileSearch } from 'lucide-react';
import { useState } from 'react';
import {
  SUBJECT_DATA_KINDS,
  SUBJECT_SELECTORS,
  type SubjectSelector,
  type SubjectSelectorKind,
  SubjectSelectorQuery,
  subjectDataExport,
} from '@/domain/contracts/subject-data';
import { subjectDataMessages as text } from '@/domain/subject-data-messages';
import { SectionCard } from '@/web/components/card-heading';
import { LoadStatus } from '@/web/components/load-status';
import { PlainForm } from '@/web/components/plain-form';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { useSubjectDataSummary } from '@/web/features/org-admin/api/subject-data';
import { routeUrl } from '@/web/lib/api-client';
import { formatCount } from '@/web/lib/format-count';
import { SelectField } from './select-field';
import { SubjectErasure } from './subject-erasure';

const SELECTOR_OPTIONS = SUBJECT_SELECTORS.map((kind) => ({ value: kind, label: text.selectors[kind] }));

/**
 * Org Admin Panel: a subject request. The admin names a claim reference, an IMEI or a user; "Find" counts what the
 * organization holds about it, kind by kind, and "Download archive" downloads all of it as one zip.
 */
export function SubjectRequestsCard() {
  const [kind, setKind] = useState<SubjectSelectorKind>('claimReference');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [selector, setSelector] = useState<SubjectSelector | null>(null);
  const summary = useSubjectDataSummary(selector);
  const counts = summary.data?.counts;
  const total = counts ? SUBJECT_DATA_KINDS.reduce((sum, name) => sum + counts[name], 0) : 0;

  function find() {
    // The route's own rule: the form refuses what the server would, with the same message.
    const parsed = SubjectSelectorQuery.safeParse({ [kind]: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      setSelector(null);
      return;
    }
    setError(undefined);
    setSelector(parsed.data);
  }

  return (
    <SectionCard
      id="subject-requests"
      contentClassName="grid gap-4"
      icon={FileSearch}
      title={text.cardTitle}
      description={text.cardDescription}
    >
      <PlainForm className="flex flex-wrap items-start gap-3" onSubmit={find}>
        <SelectField
          id="subject-kind"
          label={text.kindLabel}
          options={SELECTOR_OPTIONS}
          value={kind}
          onValueChange={(next) => {
            setKind(next as SubjectSelectorKind);
            setSelector(null);
          }}
          triggerWidth="w-44"
        />
        <FormField
          id="subject-value"
          label={text.valueLabel}
          error={error}
          className="min-w-0 flex-1 basis-64"
        >
          <Input
            id="subject-value"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'subject-value-error' : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        </FormField>
        <Button type="submit" className="mt-7">
          {text.find}
        </Button>
      </PlainForm>
      {selector ? (
        <LoadStatus query={summary} loadingLabel="Finding records" retry failure={text.findFailed} />
      ) : null}
      {selector && counts ? (
        <>
          {total === 0 ? <p className="text-sm text-muted-foreground">{text.nothingHeld}</p> : null}
          <Table aria-label="Records held">
            <TableHeader>
              <TableRow>
                <TableHead>Kind</TableHead>
                <TableHead align="right">Records</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {SUBJECT_DATA_KINDS.map((name) => (
                <TableRow key={name}>
                  <TableCell>{text.kinds[name]}</TableCell>
                  <TableCell className="text-right">{formatCount(counts[name])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div>
            <Button asChild variant="outline">
              <a href={routeUrl(subjectDataExport, { query: selector })} download>
                <Download aria-hidden="true" /> {text.download}
              </a>
            </Button>
          </div>
          <SubjectErasure
            key={JSON.stringify(selector)}
            selector={selector}
            subject={`${text.selectors[kind]} ${selector[kind] ?? ''}`}
          />
        </>
      ) : null}
    </SectionCard>
  );
}

import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { auditLogMessages } from '@/domain/audit-log-messages';
import { type AuditLogList, useVerifyAuditLog } from '@/web/api/audit-log';
import { Button } from '@/web/components/ui/button';
import { formatDateTime } from '@/web/lib/format-date';

/**
 * "Verify": checks that the audit log is as it was written (each event's hash, and its link to the one before) and
 * says so, or names the first event that does not hold. On the platform's log, the organisation chosen (or every one).
 */
export function VerifyAuditLog({ list, organisationId }: { list: AuditLogList; organisationId: string }) {
  const verify = useVerifyAuditLog(list);
  const result = verify.data;
  const broken = result?.firstBroken;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        type="button"
        variant="outline"
        disabled={verify.isPending}
        onClick={() => verify.mutate(organisationId)}
      >
        <ShieldCheck aria-hidden="true" /> Verify
      </Button>
      <p role="status" className="text-right text-sm">
        {verify.isError ? <span className="text-destructive">{auditLogMessages.verifyFailed}</span> : null}
        {result && !broken ? (
          <span className="text-emerald-700">{auditLogMessages.verified(result.events)}</span>
        ) : null}
        {broken ? (
          <span className="inline-flex items-center gap-1 font-medium text-destructive">
            <ShieldAlert aria-hidden="true" className="size-4 shrink-0" />
            {auditLogMessages.broken({ ...broken, occurredAt: formatDateTime(broken.occurredAt) })}
          </span>
        ) : null}
      </p>
    </div>
  );
}

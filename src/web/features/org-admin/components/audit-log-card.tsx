import { auditEventList } from '@/domain/contracts/audit-log';
import { AuditLogSection } from '@/web/components/audit-log/audit-log-section';

/** The Org Admin Panel's audit log: every change in the organisation, who made it and when. */
export function AuditLogCard() {
  return (
    <AuditLogSection
      list={auditEventList}
      description="Every change in your organization: who made it, through which key, and when."
    />
  );
}

import { platformAuditEventList } from '@/domain/contracts/audit-log';
import { AuditLogSection } from '@/web/components/audit-log/audit-log-section';
import { useOrganisations } from '@/web/features/super-admin/api/organisations';

/** The Super Admin Panel's audit log: every organisation's changes and the platform's own, by organisation. */
export function PlatformAuditLog() {
  const organisations = useOrganisations();
  return (
    <AuditLogSection
      list={platformAuditEventList}
      description="Every change in every organization, and the platform's own events (failed sign-ins of unknown addresses): who made it and when."
      organisations={organisations.data ?? []}
    />
  );
}

import { auditLogMessages } from '@/domain/audit-log-messages';
import type { Database } from '@/server/db/client';
import { type NamedChainVerification, verifyEveryAuditChain } from './verify-audit-chain';

/** The chain's name on a line of the report: the organisation's name and id, or the platform. */
function chainName({ organisationId, organisation }: NamedChainVerification): string {
  if (organisationId === null) return 'Platform';
  const name = organisation ?? 'Deleted organization';
  return `${name} (${organisationId})`;
}

function lineOf(chain: NamedChainVerification): string {
  const { firstBroken } = chain;
  if (!firstBroken) return `${chainName(chain)}: ${auditLogMessages.verified(chain.events)}`;
  const broken = auditLogMessages.broken({
    ...firstBroken,
    occurredAt: firstBroken.occurredAt.toISOString(),
  });
  return `${chainName(chain)}: ${broken}`;
}

/**
 * `npm run audit:verify`'s report: one line per audit chain (the platform's own, then each organisation's), and 1
 * as the exit code when any chain names a broken event.
 */
export async function auditVerificationReport(db: Database): Promise<{ lines: string[]; exitCode: 0 | 1 }> {
  const chains = await verifyEveryAuditChain(db);
  if (chains.length === 0) return { lines: [auditLogMessages.empty], exitCode: 0 };
  return { lines: chains.map(lineOf), exitCode: chains.every((chain) => chain.verified) ? 0 : 1 };
}

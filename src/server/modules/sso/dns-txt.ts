import { Resolver } from 'node:dns/promises';

const TXT_PREFIX = 'claimguard-verification=';

/** The TXT record an organisation publishes to show it owns a domain. */
export function txtRecordOf(domain: string, token: string) {
  return { name: `_claimguard-verification.${domain}`, value: `${TXT_PREFIX}${token}` };
}

/**
 * Whether the domain's TXT record says the token: asked of the configured DNS servers (SSO_DNS_SERVERS) or the
 * system's. No answer, an unknown name or a server failure is "not found", never an error of ours.
 */
export async function publishesToken(
  domain: string,
  token: string,
  servers: string | undefined,
): Promise<boolean> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers) resolver.setServers(servers.split(',').map((server) => server.trim()));
  const { name, value } = txtRecordOf(domain, token);
  try {
    const records = await resolver.resolveTxt(name);
    return records.some((chunks) => chunks.join('') === value);
  } catch {
    return false;
  }
}

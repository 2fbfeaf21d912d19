import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { webhookMessages } from '@/domain/webhook-messages';

/** IPv4-compatible IPv6 addresses (::a.b.c.d, deprecated by RFC 4291), which ipaddr.js counts as ordinary unicast. */
const ipv4Compatible = ipaddr.parseCIDR('::/96');

/**
 * Whether a webhook may be sent to this IP address: only to a public unicast address, never into the server's own
 * network (the database, cloud metadata at 169.254.169.254, internal services). ipaddr.js (maintained, and already
 * what Fastify reads proxy addresses with) names every special range, so the rule is an allow-list: private,
 * carrier-grade NAT, link-local, unique and site-local, multicast, reserved and documentation ranges are refused, and
 * so are the IPv6 transition ranges that reach IPv4 through a gateway (NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4
 * 2002::/16, Teredo 2001::/32, IPv4-compatible ::/96) whatever IPv4 they carry: a public IPv4 receiver is reached
 * directly. An IPv4-mapped address (::ffff:10.0.0.1) is judged by its IPv4 part. Loopback passes only when
 * `allowLoopback` (outside production: a receiver on the developer's own machine).
 */
export function isAllowedAddress(address: string, { allowLoopback }: { allowLoopback: boolean }): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'loopback') return allowLoopback;
  if (parsed.kind() === 'ipv6' && parsed.match(ipv4Compatible)) return false;
  return range === 'unicast';
}

/** What a refused or unresolvable host answers with: the text an admin reads under the URL field. */
export class OutboundAddressError extends Error {}

/**
 * Every address the host resolves to, refused as a whole when any one of them is not allowed (a name that also
 * points inward could be answered either way on the next lookup). An IP literal is checked as it is.
 */
export async function resolveAllowedAddresses(
  hostname: string,
  options: { allowLoopback: boolean },
): Promise<{ address: string; family: number }[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new OutboundAddressError(webhookMessages.urlUnresolvable);
      });
  if (addresses.length === 0) throw new OutboundAddressError(webhookMessages.urlUnresolvable);
  if (!addresses.every(({ address }) => isAllowedAddress(address, options))) {
    throw new OutboundAddressError(webhookMessages.urlPrivateAddress);
  }
  return addresses;
}

/**
 * The `lookup` an outgoing request connects through: the addresses it connects to are the ones just checked, so a
 * name that changes its answer between the check and the connection (DNS rebinding) gains nothing.
 */
export function checkedLookup(options: { allowLoopback: boolean }): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    resolveAllowedAddresses(hostname, options).then(
      (addresses) => {
        if (lookupOptions.all) return callback(null, addresses);
        const [first] = addresses;
        callback(null, first?.address ?? '', first?.family ?? 4);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 4),
    );
  };
}

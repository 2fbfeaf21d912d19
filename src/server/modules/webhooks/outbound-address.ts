import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { webhookMessages } from '@/domain/webhook-messages';

/** Addresses of this computer: a receiver on the developer's own machine, allowed outside production only. */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * Addresses a webhook is never sent to in production: they reach the server's own network (the database, cloud
 * metadata at 169.254.169.254, internal services) rather than a customer's system. IPv4-mapped IPv6 addresses
 * (::ffff:10.0.0.1) are matched by their IPv4 part.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", and the unspecified 0.0.0.0
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** Whether a webhook may be sent to this IP address; loopback passes only when `allowLoopback` (outside production). */
export function isAllowedAddress(address: string, { allowLoopback }: { allowLoopback: boolean }): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (allowLoopback && loopback.check(address, family)) return true;
  return !refused.check(address, family);
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

import ipaddr from 'ipaddr.js';

/**
 * What a limit counts one client as: an IPv4 address as it is (an IPv4-mapped IPv6 address by its IPv4 part), an IPv6
 * address by its /64, the smallest network one subscriber is given (RFC 6177), which holds 2^64 addresses: counted
 * one by one, each of them would be a fresh client.
 */
export function addressGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}

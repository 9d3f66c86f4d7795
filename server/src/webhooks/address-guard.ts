import dns from 'node:dns';
import net from 'node:net';

/** Addresses no webhook may reach without WEBHOOK_ALLOW_PRIVATE: private, loopback, link-local and the like. */
const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address a webhook must not reach; an IPv4 address written as IPv6 is checked as IPv4. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  return blocked.check(address, family);
}

export class PrivateAddressError extends Error {
  constructor(hostname: string) {
    super(`${hostname} resolves to a private, loopback or link-local address.`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `http.request`: resolves the host and refuses it when any address is private, so
 * the check holds for the very address the socket connects to (a DNS answer that changes between a
 * check and the connection cannot slip through).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new PrivateAddressError(hostname), '');
      }
      if (options.all) return callback(null, list);
      const [first] = list;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address.`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });
  };
}

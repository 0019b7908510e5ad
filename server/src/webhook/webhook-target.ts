import dns from 'node:dns';
import net from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_TARGETS is on (local development
 * and tests): this host, private networks, link-local (cloud metadata), carrier-grade NAT and
 * unspecified addresses, so a webhook cannot be used to probe the server's own side.
 */
const PRIVATE = new net.BlockList();
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
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (IPv4 or IPv6, IPv4-mapped included) is one a webhook may not reach. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6');
  return true;
}

/** Why `raw` cannot be a webhook's URL (its form only), or null. */
export function urlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'This is not a URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Only http and https URLs can receive webhooks.';
  if (url.username || url.password) return 'Leave credentials out of the URL; check the signature instead.';
  if (raw.length > 2000) return 'At most 2,000 characters.';
  return null;
}

/** A refused address: the message says which host, never what is on the inside. */
export class PrivateTargetError extends Error {
  constructor(readonly host: string) {
    super(`${host} is a private or local address; webhooks go to public addresses only.`);
  }
}

/**
 * `dns.lookup` that refuses private addresses (unless allowed): given to the delivery's HTTP
 * request, so the address checked is the one connected to (no DNS rebinding between the two).
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const allowed = allowPrivate ? list : list.filter((entry) => !isPrivateAddress(entry.address));
      if (!allowed.length) return callback(new PrivateTargetError(hostname), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/** Checks where `url` leads now (at registration); throws PrivateTargetError or a DNS error. */
export async function assertPublicTarget(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) {
    if (isPrivateAddress(host)) throw new PrivateTargetError(host);
    return;
  }
  const addresses = await dns.promises.lookup(host, { all: true });
  if (!addresses.length || addresses.some((entry) => isPrivateAddress(entry.address)))
    throw new PrivateTargetError(host);
}

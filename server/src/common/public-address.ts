import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Where the server may send a request on a stranger's behalf (webhooks, Web Push endpoints): public
 * addresses only, so such a URL cannot probe the server's own side (this host, private networks,
 * cloud metadata on link-local). An allow-list: an address is public when ipaddr.js classifies it
 * as plain unicast AND, for IPv6, it is global unicast (2000::/3). ipaddr.js names some special
 * forms plain `unicast` (IPv4-compatible `::7f00:1`), so forms that carry an IPv4 address inside
 * are unwrapped and judged by that address: mapped, translated, compatible, NAT64, 6to4, Teredo.
 */

const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** The IPv4 address in two 16-bit groups of an IPv6 address. */
const v4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

const isPublicV4 = (address: ipaddr.IPv4) => address.range() === 'unicast';

function isPublicV6(address: ipaddr.IPv6): boolean {
  const p = address.parts as [number, number, number, number, number, number, number, number];
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d (SIIT)
      return isPublicV4(v4Of(p[6], p[7]));
    case 'rfc6052': // NAT64: the well-known prefix carries the IPv4 last; 64:ff9b:1::/48 is a site's own
      return address.match(NAT64_WELL_KNOWN) && isPublicV4(v4Of(p[6], p[7]));
    case '6to4': // 2002:AABB:CCDD::/48 is the 6to4 site of AA.BB.CC.DD
      return isPublicV4(v4Of(p[1], p[2]));
    case 'teredo': // 2001:0:SERVER:…:CLIENT, the client's IPv4 inverted
      return isPublicV4(v4Of(p[2], p[3])) && isPublicV4(v4Of(p[6] ^ 0xffff, p[7] ^ 0xffff));
    case 'unicast':
      // IPv4-compatible ::a.b.c.d (deprecated, but a stack may still route it)
      if (p.slice(0, 6).every((group) => group === 0)) return isPublicV4(v4Of(p[6], p[7]));
      return address.match(GLOBAL_UNICAST);
    default:
      return false;
  }
}

/**
 * Whether `address` is a public address that a webhook or a push endpoint may reach. It takes
 * every form ipaddr.js reads (dotted, decimal `2130706433`, octal `0177.0.0.1`, hex, IPv6 with a
 * zone); anything that is not an address is not public.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.replace(/^\[(.*)\]$/, '$1');
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  return parsed.kind() === 'ipv4' ? isPublicV4(parsed as ipaddr.IPv4) : isPublicV6(parsed as ipaddr.IPv6);
}

/** Whether a URL's host is an address literal rather than a name to look up. */
const isLiteral = (host: string) => net.isIP(host) !== 0 || ipaddr.isValid(host);

/** A refused address: the message names the host, never what is on the inside. */
export class PrivateTargetError extends Error {
  constructor(readonly host: string) {
    super(`${host} is a private or local address; only public addresses are reached.`);
  }
}

/**
 * `dns.lookup` that keeps only public addresses (all, when `allowPrivate`): given to an outgoing
 * request, so the address checked is the one connected to (no DNS rebinding between the two).
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const allowed = allowPrivate ? list : list.filter((entry) => isPublicAddress(entry.address));
      if (!allowed.length) return callback(new PrivateTargetError(hostname), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/**
 * Before an outgoing request to `url`: the refusal when its host is an address literal that is not
 * public (Node connects to a literal without calling the lookup), else null; a name is checked by
 * `guardedLookup` as it is resolved.
 */
export function refusedLiteral(url: URL, allowPrivate: boolean): PrivateTargetError | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return !allowPrivate && isLiteral(host) && !isPublicAddress(host) ? new PrivateTargetError(host) : null;
}

/** Checks where `url` leads now (at registration); throws PrivateTargetError or a DNS error. */
export async function assertPublicTarget(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isLiteral(host)) {
    if (!isPublicAddress(host)) throw new PrivateTargetError(host);
    return;
  }
  const addresses = await dns.promises.lookup(host, { all: true });
  if (!addresses.length || addresses.some((entry) => !isPublicAddress(entry.address)))
    throw new PrivateTargetError(host);
}

import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d{1,5})?$/;

/**
 * One visitor, one form: a dual-stack socket (API_HOST=::) reports IPv4 peers as `::ffff:a.b.c.d`, and some balancers
 * (Azure's among them) write X-Forwarded-For hops with the client's port (`a.b.c.d:port`, `[v6]:port`), a new one
 * for each connection: without this each port would count as a visitor of its own.
 */
export function normalizeAddress(address: string): string {
  const host = IPV4_WITH_PORT.exec(address)?.[1] ?? BRACKETED_IPV6.exec(address)?.[1] ?? address;
  return MAPPED_IPV4.exec(host)?.[1] ?? host;
}

export type AddressMatcher = (address: string) => boolean;

/** TRUSTED_PROXIES as a matcher: addresses and CIDR ranges of either family; an entry that is neither matches its exact text. */
export function trustedProxyMatcher(entries: readonly string[]): AddressMatcher {
  const ranges = new BlockList();
  const exact = new Set<string>();
  for (const entry of entries) {
    const [rawAddress = '', prefix, extra] = entry.split('/');
    const address = normalizeAddress(rawAddress);
    const family = isIP(address);
    const bits = Number(prefix);
    if (family === 0 || extra !== undefined) exact.add(entry);
    else if (prefix === undefined) ranges.addAddress(address, family === 4 ? 'ipv4' : 'ipv6');
    else if (/^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128)) ranges.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
    else exact.add(entry);
  }
  return (candidate) => {
    const address = normalizeAddress(candidate);
    const family = isIP(address);
    return exact.has(candidate) || (family !== 0 && ranges.check(address, family === 4 ? 'ipv4' : 'ipv6'));
  };
}

// One matcher per configured list (the config keeps the same array), not one per request.
const matchers = new WeakMap<readonly string[], AddressMatcher>();

function matcherFor(trustedProxies: readonly string[]): AddressMatcher {
  let matcher = matchers.get(trustedProxies);
  if (!matcher) {
    matcher = trustedProxyMatcher(trustedProxies);
    matchers.set(trustedProxies, matcher);
  }
  return matcher;
}

/**
 * The visitor's address. Browsers reach the backend through the site's server, so the peer is that server; its
 * X-Forwarded-For is believed only when the peer is a trusted proxy, and the last untrusted hop is the client.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const trusted = matcherFor(trustedProxies);
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket.
    peer = undefined;
  }
  peer = peer === undefined ? 'local' : normalizeAddress(peer);
  if (peer !== 'local' && !trusted(peer)) return peer;
  const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((hop) => normalizeAddress(hop.trim())).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop && !trusted(hop)) return hop;
  }
  return hops[0] ?? peer;
}

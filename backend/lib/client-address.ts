import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The visitor's address. Browsers reach the backend through the site's server, so the peer is that server; its
 * X-Forwarded-For is believed only when the peer is a trusted proxy, and the last untrusted hop is the client.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket.
    peer = undefined;
  }
  peer ??= 'local';
  if (peer !== 'local' && !trustedProxies.includes(peer)) return peer;
  const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop && !trustedProxies.includes(hop)) return hop;
  }
  return hops[0] ?? peer;
}

// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, normalizeAddress, trustedProxyMatcher } from '../../../backend/lib/client-address';

/** The address the backend sees for a request from `peer` (undefined: in-process, no socket) carrying `forwarded`. */
async function seenAddress(trustedProxies: string[], peer: string | undefined, forwarded?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustedProxies)));
  const env = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: peer.includes(':') ? 'IPv6' : 'IPv4' } } };
  const res = await app.request('/', { headers: forwarded ? { 'X-Forwarded-For': forwarded } : {} }, env);
  return res.text();
}

describe('normalizeAddress', () => {
  it.each([
    ['::ffff:192.0.2.2', '192.0.2.2'],
    ['::FFFF:10.1.2.3', '10.1.2.3'],
    ['192.0.2.2', '192.0.2.2'],
    ['2001:db8::1', '2001:db8::1'],
    ['::1', '::1'],
    ['::ffff:c000:202', '::ffff:c000:202'],
    ['203.0.113.77:40001', '203.0.113.77'],
    ['[2001:db8::77]:40001', '2001:db8::77'],
    ['[2001:db8::77]', '2001:db8::77'],
    ['[::ffff:192.0.2.2]:443', '192.0.2.2'],
    ['2001:db8::77:4000', '2001:db8::77:4000'],
  ])('%s → %s', (address, normalized) => {
    expect(normalizeAddress(address)).toBe(normalized);
  });
});

describe('trustedProxyMatcher', () => {
  const trusted = trustedProxyMatcher(['192.0.2.2', '::ffff:198.51.100.7', '10.0.0.0/8', 'fd00::/8', '::1', 'proxy.internal', '10.0.0.0/40']);

  it.each(['192.0.2.2', '::ffff:192.0.2.2', '198.51.100.7', '::ffff:198.51.100.7', '10.20.30.40', '::ffff:10.0.0.1', 'fd12::5', '::1', 'proxy.internal'])('trusts %s', (address) => {
    expect(trusted(address)).toBe(true);
  });

  it.each(['192.0.2.3', '::ffff:192.0.2.3', '11.0.0.1', 'fe80::1', '2001:db8::1', '127.0.0.1', 'local', ''])('does not trust %s', (address) => {
    expect(trusted(address)).toBe(false);
  });
});

describe('clientAddress', () => {
  const LOOPBACK = ['127.0.0.1', '::1'];

  it('believes X-Forwarded-For from an IPv4-mapped trusted peer (API_HOST=::)', async () => {
    expect(await seenAddress(['192.0.2.2'], '::ffff:192.0.2.2', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seenAddress(LOOPBACK, '::ffff:127.0.0.1', '203.0.113.10')).toBe('203.0.113.10');
  });

  it('believes a peer inside a trusted range, and skips trusted hops from the right', async () => {
    expect(await seenAddress(['10.0.0.0/8'], '::ffff:10.4.0.2', '203.0.113.9, 10.4.0.3')).toBe('203.0.113.9');
  });

  it('gives an untrusted peer as IPv4, whichever way the socket reports it, ignoring its X-Forwarded-For', async () => {
    expect(await seenAddress(LOOPBACK, '::ffff:203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
    expect(await seenAddress(LOOPBACK, '203.0.113.5', '198.51.100.1')).toBe('203.0.113.5');
  });

  it('normalizes forwarded hops, so one visitor is one rate-limit bucket', async () => {
    expect(await seenAddress(LOOPBACK, '127.0.0.1', '::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('takes the forwarded client of an in-process request, or "local" without one', async () => {
    expect(await seenAddress(LOOPBACK, undefined, '203.0.113.8')).toBe('203.0.113.8');
    expect(await seenAddress(LOOPBACK, undefined)).toBe('local');
  });
});

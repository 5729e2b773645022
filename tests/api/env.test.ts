import { describe, expect, it } from 'vitest';
import { readEnv } from '../../backend/env';

describe('backend environment', () => {
  it('seeds the demo accounts by default outside production, not in it, and as DEMO_ACCOUNTS says', () => {
    expect(readEnv({}).DEMO_ACCOUNTS).toBe(true);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SITE_URL: 'https://www.fasadia.ru' };
    expect(readEnv(production).DEMO_ACCOUNTS).toBe(false);
    expect(readEnv({ ...production, DEMO_ACCOUNTS: 'true' }).DEMO_ACCOUNTS).toBe(true);
    expect(readEnv({ DEMO_ACCOUNTS: 'false' }).DEMO_ACCOUNTS).toBe(false);
    expect(() => readEnv({ DEMO_ACCOUNTS: 'yes' })).toThrow(/DEMO_ACCOUNTS/);
  });

  it('refuses a production start without the session secret or the public address', () => {
    expect(() => readEnv({ NODE_ENV: 'production', SITE_URL: 'https://www.fasadia.ru' })).toThrow('JWT_SECRET: required with NODE_ENV=production');
    expect(() => readEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow('SITE_URL: required with NODE_ENV=production');
    expect(() => readEnv({ NODE_ENV: 'production', JWT_SECRET: '', SITE_URL: '' })).toThrow(/JWT_SECRET.*SITE_URL/);
    expect(readEnv({}).SITE_URL).toBe('http://localhost:3000');
  });

  it('keeps personal data two years by default, as DATA_RETENTION_DAYS says, or for good with 0', () => {
    expect(readEnv({}).DATA_RETENTION_DAYS).toBe(730);
    expect(readEnv({ DATA_RETENTION_DAYS: '365' }).DATA_RETENTION_DAYS).toBe(365);
    expect(readEnv({ DATA_RETENTION_DAYS: '0' }).DATA_RETENTION_DAYS).toBe(0);
    expect(() => readEnv({ DATA_RETENTION_DAYS: '7' })).toThrow(/DATA_RETENTION_DAYS/);
  });

  it('trusts the loopback caller (the site server beside the backend) whatever TRUSTED_PROXIES adds', () => {
    expect(readEnv({}).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1']);
    expect(readEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.2' }).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', '192.0.2.2']);
    expect(readEnv({ TRUSTED_PROXIES: '::1,127.0.0.1' }).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1']);
  });
});

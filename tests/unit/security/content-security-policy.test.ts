import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, policySourcesFromEnv } from '@/lib/security/content-security-policy';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce: no inline or eval, no plugins, no framing', () => {
    const policy = contentSecurityPolicy('n0nce', policySourcesFromEnv({}));
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' 'strict-dynamic'");
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
    expect(policy).not.toMatch(/yandex|google/);
    // Fetches and the manifest stay same-origin through the default.
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(policy).not.toMatch(/connect-src|manifest-src/);
    // No font and no worker of the site's own: the default covers them.
    expect(policy).not.toMatch(/font-src|worker-src/);
  });

  it('allows each vendor only when its key is configured', () => {
    const policy = contentSecurityPolicy(
      'n',
      policySourcesFromEnv({ NEXT_PUBLIC_YANDEX_METRIKA_ID: '12345', NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'key', NEXT_PUBLIC_STREAM_URL: 'https://events.example.ru/api/v1/sse/stream' }),
    );
    expect(directive(policy, 'script-src')).toContain('https://mc.yandex.ru');
    expect(directive(policy, 'script-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://mc.yandex.ru https://events.example.ru");
    expect(policy).not.toMatch(/api-maps/);
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self' blob:");
    expect(directive(policy, 'font-src')).toBe("font-src 'self' data:");
    expect(contentSecurityPolicy('n', policySourcesFromEnv({ NEXT_PUBLIC_YANDEX_MAPS_KEY: 'k' }))).toMatch(/img-src [^;]*https:\/\/\*\.maps\.yandex\.net/);
  });

  it('ignores a counter id that is not a number, and a relative stream URL', () => {
    const sources = policySourcesFromEnv({ NEXT_PUBLIC_YANDEX_METRIKA_ID: 'abc', NEXT_PUBLIC_STREAM_URL: '/api/v1/sse/stream' });
    expect(sources).toEqual({ metrika: false, recaptcha: false, yandexMaps: false, streamOrigin: undefined });
  });

  it('makes a new unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

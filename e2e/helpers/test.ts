import { test as base, expect } from '@playwright/test';

/** Chromium reports a blocked script, style or connection as a console error naming the policy. */
const CSP_VIOLATION = /Content Security Policy/;

/**
 * Every e2e test runs under the production Content-Security-Policy and fails if the browser blocked anything:
 * so each flow proves that the nonce reaches every script the site needs.
 */
export const test = base.extend<{ cspViolationsExpected: boolean; cspGuard: void }>({
  /** Only the spec that proves the policy blocks things turns the guard off. */
  cspViolationsExpected: [false, { option: true }],
  cspGuard: [
    async ({ context, cspViolationsExpected }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && CSP_VIOLATION.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
      });
      await use();
      if (!cspViolationsExpected) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

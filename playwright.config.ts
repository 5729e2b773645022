import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 3101);
export const baseURL = `http://127.0.0.1:${PORT}`;
/** The backend's data folder during e2e: fixed per port, so that tests can read the mail outbox in it. */
export const e2eDataDir = path.join(tmpdir(), `fasady-e2e-${PORT}`);

/** The system Chromium, never a downloaded one; flags keep it off this machine's closed network. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // Tracing every test costs a DOM snapshot per action; a failure is traced on its retry instead.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      // Tests tagged ONE_WIDTH (e2e/helpers/projects.ts) prove something the width does not change.
      grepInvert: /@one-width/,
      // A phone's width and touch; one device pixel per CSS pixel keeps software rendering cheap.
      use: { browserName: 'chromium', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    // Production build, backend on a fresh temporary database.
    command: 'npx tsx scripts/start.ts --temp-data',
    url: `${baseURL}/api/v1/health/ready`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    // Every e2e form is sent from 127.0.0.1: the per-address form limit is raised so that the runs never meet it.
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
      DATA_DIR: e2eDataDir,
      FORM_RATE_LIMIT: '10000',
      // `npm test` has type-checked the project just before (tsc); the build skips doing it twice.
      SKIP_BUILD_TYPECHECK: '1',
      // Warnings and errors only: an access line per request of the whole run would bury them.
      LOG_LEVEL: 'warn',
    },
  },
});

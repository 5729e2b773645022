import { chromium } from '@playwright/test';
import { CHROME_FLAGS, DEALER_SIGN_IN, TYPING } from '../config';
import type { BenchContext } from '../lib/context';
import { makeRow, type Row } from '../lib/report';
import { median } from '../lib/stats';
import { chromePath } from './lighthouse';

export type TypingRaw = { samples: number[]; eventTiming: number[] };

declare global {
  interface Window {
    benchLatencies?: number[];
    benchEventTiming?: number[];
  }
}

function percentile(values: readonly number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? null;
}

/** A 50-row draft of the seed's «Модена» (the ids of the price call's body), saved as the dealer's calculator state. */
function fiftyRowDraft() {
  return {
    nti: null,
    group: { model: 2, glass: null, material: 1, layout: null, color: 7, ral: '', varnish: null, patina: null, packaging: null },
    rows: Array.from({ length: TYPING.rows }, (_, i) => ({ height: String(300 + i * 30), width: String(200 + i * 15), quantity: String(1 + (i % 4)), note: '' })),
    savedAt: new Date().toISOString(),
  };
}

async function signIn(ctx: BenchContext): Promise<{ jwt: string; exp: number }> {
  const response = await fetch(`${ctx.backendOrigin}${DEALER_SIGN_IN.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEALER_SIGN_IN.body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`dealer sign-in answered ${response.status}`);
  return (await response.json()) as { jwt: string; exp: number };
}

/**
 * Input-to-paint on the calculator's 50-row grid in Chromium: from a key's `keydown` (its event timestamp) to the
 * first task after the next animation frame that follows the cell's `input` (the frame the new value is painted in).
 * Event Timing's `duration` of the same keystrokes (≥ 16 ms only, 8 ms steps) is reported beside it.
 */
export async function runTyping(ctx: BenchContext): Promise<{ rows: Row[]; raw: TypingRaw }> {
  const { jwt, exp } = await signIn(ctx);
  const saved = await fetch(`${ctx.backendOrigin}/api/v1/order/save_calculator_state`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-API-Key': jwt },
    body: JSON.stringify({ calc_data: JSON.stringify(fiftyRowDraft()) }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!saved.ok) throw new Error(`save_calculator_state answered ${saved.status}`);

  const browser = await chromium.launch({ executablePath: chromePath(), headless: true, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'confirmCookie', value: 'Y', url: ctx.siteOrigin }]);
    await context.addInitScript(
      ([token, expires]) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('tokenExpires', expires);
        window.benchLatencies = [];
        window.benchEventTiming = [];
        document.addEventListener(
          'keydown',
          (event) => {
            const started = event.timeStamp;
            event.target?.addEventListener(
              'input',
              () => requestAnimationFrame(() => setTimeout(() => window.benchLatencies?.push(performance.now() - started), 0)),
              { once: true },
            );
          },
          true,
        );
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.name === 'keydown' || entry.name === 'input') window.benchEventTiming?.push(entry.duration);
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      },
      [jwt, String(exp * 1000)] as const,
    );
    const page = await context.newPage();
    await page.goto(`${ctx.siteOrigin}/profile/order/calculator`, { timeout: 60_000 });
    const last = `[data-calc-row="${TYPING.rows - 1}"][data-calc-field="note"]`;
    await page.waitForSelector(last, { timeout: 60_000 });
    // The first price answer re-renders every row once; typing starts after it.
    await page.getByRole('region', { name: 'Итого' }).getByText(`${TYPING.rows}`, { exact: true }).first().waitFor({ timeout: 30_000 });
    const samples = ctx.quick ? TYPING.quickSamples : TYPING.samples;
    for (let i = 0; i < samples; i += 1) {
      if (i % TYPING.perCell === 0) await page.focus(`[data-calc-row="${(i * 7) % TYPING.rows}"][data-calc-field="note"]`);
      await page.keyboard.press(String(i % 10));
      await page.waitForFunction((count) => (window.benchLatencies?.length ?? 0) >= count, i + 1);
      await page.waitForTimeout(TYPING.pauseMs);
    }
    const measured = await page.evaluate(() => ({ samples: window.benchLatencies ?? [], eventTiming: window.benchEventTiming ?? [] }));
    await context.close();
    const item = `Calculator grid, ${TYPING.rows} rows (\`/profile/order/calculator\`)`;
    const note = `${measured.samples.length} keystrokes into note cells, ${TYPING.pauseMs} ms apart`;
    ctx.log(`  typing: p95 ${percentile(measured.samples, 0.95)?.toFixed(1)} ms, max ${Math.max(...measured.samples).toFixed(1)} ms`);
    const rows = [
      makeRow({ part: 'typing', item, metric: 'input-to-paint p50', value: median(measured.samples), unit: 'ms', note }),
      makeRow({ part: 'typing', item, metric: 'input-to-paint p95', value: percentile(measured.samples, 0.95), unit: 'ms', checkId: 'typing-p95', note }),
      makeRow({ part: 'typing', item, metric: 'input-to-paint max', value: Math.max(...measured.samples), unit: 'ms', note }),
      makeRow({
        part: 'typing',
        item,
        metric: 'Event Timing duration max (keydown/input)',
        value: measured.eventTiming.length > 0 ? Math.max(...measured.eventTiming) : 0,
        unit: 'ms',
        note: `${measured.eventTiming.length} entries of 16 ms or more`,
      }),
    ];
    return { rows, raw: measured };
  } finally {
    await browser.close();
  }
}

/**
 * What `npm run bench` measures and against which budgets. Adding a page or an endpoint once it is built is
 * one line in PAGES or ENDPOINTS: each is probed once after start-up, and a 404 makes its rows 'N/A'.
 */

/**
 * public: a page anyone can open (all public budgets apply); sign-in and cabinet have their own; reference: not the
 * site's, reported beside it without a budget (the bare Next page, BASELINE_PAGE).
 */
export type PageKind = 'public' | 'sign-in' | 'cabinet' | 'reference';

export type PageSpec = {
  id: string;
  label: string;
  path: string;
  kind: PageKind;
  /** autocannon against the site and the same-bytes reference */
  throughput: boolean;
  /** Lighthouse mobile */
  lighthouse: boolean;
  /** first-load JS, HTML and inline data */
  bytes: boolean;
};

export const PAGES: readonly PageSpec[] = [
  { id: 'home', label: 'Home', path: '/', kind: 'public', throughput: true, lighthouse: true, bytes: true },
  { id: 'section', label: 'Catalogue section', path: '/catalog/fasady-pvh', kind: 'public', throughput: true, lighthouse: true, bytes: true },
  { id: 'product', label: 'Product page', path: '/catalog/fasady-pvh/fasad-verona', kind: 'public', throughput: true, lighthouse: true, bytes: true },
  { id: 'article', label: 'Blog article', path: '/blog/sovety/kak-vybrat-fasady-dlya-kuhni', kind: 'public', throughput: true, lighthouse: true, bytes: true },
  { id: 'gallery', label: 'Gallery', path: '/gallery', kind: 'public', throughput: true, lighthouse: true, bytes: true },
  { id: 'contacts', label: 'Contacts', path: '/contacts', kind: 'public', throughput: true, lighthouse: true, bytes: true },
  { id: 'sign-in', label: 'Sign-in', path: '/sign-in', kind: 'sign-in', throughput: false, lighthouse: true, bytes: true },
  { id: 'cabinet', label: 'Cabinet, first route', path: '/profile/order-list', kind: 'cabinet', throughput: false, lighthouse: false, bytes: true },
];

/** A bare Next 16 page built and served in the same run (bench/baseline, full rounds only): the framework's floor. */
export const BASELINE_PAGE: PageSpec = { id: 'baseline', label: 'Bare Next 16 page (reference)', path: '/', kind: 'reference', throughput: false, lighthouse: true, bytes: true };

/** The only page Lighthouse visits in a --quick round. */
export const QUICK_LIGHTHOUSE_PAGES: readonly string[] = ['home'];

export type EndpointSpec = {
  id: string;
  label: string;
  method: 'GET' | 'POST';
  /** Path on the backend (API_PORT); probed once, a 404 makes the row 'N/A'. */
  path: string;
  body?: string;
  /** Signed in as the demo dealer (see DEALER_SIGN_IN). */
  auth?: 'dealer';
  /** The budget check this endpoint answers to, if any (see CHECKS). */
  checkId?: string;
  /** Shown while the endpoint is not built yet. */
  pending?: string;
};

/** A 50-row calculation of the seed's «Модена» in its first material and colour (ids of the demo seed). */
const PRICE_BODY = JSON.stringify({
  data: JSON.stringify({
    group: { model: 2, material: 1, color: 7 },
    rows: Array.from({ length: 50 }, (_, i) => ({ height: 300 + i * 30, width: 200 + i * 15, quantity: 1 + (i % 4), note: '' })),
  }),
});

export const ENDPOINTS: readonly EndpointSpec[] = [
  { id: 'sections', label: 'Catalogue sections', method: 'GET', path: '/api/v1/catalog/sections/' },
  { id: 'section', label: 'Catalogue section page', method: 'GET', path: '/api/v1/catalog/fasady-pvh/?page=1' },
  { id: 'product', label: 'Catalogue product', method: 'GET', path: '/api/v1/catalog/fasady-pvh/fasad-verona/' },
  { id: 'menu', label: 'Header menu', method: 'GET', path: '/api/v1/content/get_menu_structure?menuname=headmenu' },
  { id: 'orders', label: 'Dealer order list (2000 orders)', method: 'GET', path: '/api/v1/order/?page=1', auth: 'dealer', checkId: 'orders-p99' },
  { id: 'price', label: 'Calculator price call (50 rows)', method: 'POST', path: '/api/v1/order/get_calculator_product', body: PRICE_BODY, auth: 'dealer', checkId: 'price-p99' },
];

/**
 * How the harness signs in as the dealer for `auth: 'dealer'` endpoints. The accounts API is a later issue:
 * adjust path and body when it lands. Cookies from the answer and a `token`/`accessToken` in its JSON are sent.
 * The backend is started with BENCH_SEED_ORDERS so that its seed can create the 2000 orders the budget speaks of.
 */
export const DEALER_SIGN_IN = {
  path: '/api/v1/user/login/',
  body: { login: 'dealer@example.com', password: 'dealer2026' },
  seedOrders: 2000,
};

/** BENCH_PORT / BENCH_API_PORT move the servers, so that parallel checkouts can bench side by side. */
export const PORTS = { site: Number(process.env.BENCH_PORT ?? 3200), backend: Number(process.env.BENCH_API_PORT ?? 3201) };
export const HOST = '127.0.0.1';

export type Timing = {
  rounds: number;
  warmupS: number;
  durationS: number;
  connections: readonly number[];
  lighthouseRuns: number;
  backendRounds: number;
  backendWarmupS: number;
  backendDurationS: number;
  backendConnections: number;
  /** Concurrent event streams the stream part opens. */
  streamConnections: number;
  /** Whether the stream part holds them for a heartbeat period and checks that every one beat again. */
  streamHold: boolean;
};

export const FULL: Timing = {
  rounds: 3,
  warmupS: 3,
  durationS: 10,
  connections: [10, 50],
  lighthouseRuns: 5,
  backendRounds: 3,
  backendWarmupS: 3,
  backendDurationS: 10,
  backendConnections: 10,
  streamConnections: 1000,
  streamHold: true,
};

/** `npm test` smoke-checks the harness with this round: only the budgeted connection count, briefly. */
export const QUICK: Timing = {
  rounds: 1,
  warmupS: 1,
  durationS: 2,
  connections: [50],
  lighthouseRuns: 1,
  backendRounds: 1,
  backendWarmupS: 1,
  backendDurationS: 2,
  backendConnections: 10,
  streamConnections: 100,
  streamHold: false,
};

/** The stream part's URL on the backend (the site is not involved), and how many connections it opens at a time. */
export const STREAM = { path: '/api/v1/sse/stream', openBatch: 100 };

/** The connection count the throughput budgets are judged at. */
export const BUDGET_CONNECTIONS = 50;

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export const PARTS = ['build', 'throughput', 'lighthouse', 'bytes', 'backend', 'memory', 'stream', 'typing', 'soak'] as const;

/**
 * The soak part: public pages, the cabinet's page and its API calls (as the browser makes them, through the site),
 * in turn on every connection, for ten minutes after a warm-up; RSS of both processes sampled along the way.
 */
export const SOAK = { durationS: 600, warmupS: 30, quickDurationS: 5, quickWarmupS: 1, connections: 10, sampleEveryS: 30 };

/** The typing part: keystrokes into the calculator's grid of `rows` rows, a typist's pause apart, a few per cell. */
export const TYPING = { rows: 50, samples: 60, quickSamples: 10, perCell: 3, pauseMs: 150 };
export type Part = (typeof PARTS)[number];

export type Comparator = '<=' | '>=' | '<';

/** One atomic budget; `group` is the row of the budget table in docs/performance.md it belongs to. */
export type BudgetCheck = {
  id: string;
  group: string;
  label: string;
  comparator: Comparator;
  limit: number;
  unit: Unit;
};

/** ms, s, KB (1024 bytes), MB (1024² bytes), % (growth), x (ratio), score, count, cls */
export type Unit = 'ms' | 's' | 'B' | 'KB' | 'MB' | '%' | 'x' | 'score' | 'count' | 'cls' | 'req/s';

export const CHECKS: readonly BudgetCheck[] = [
  { id: 'lh-score-public', group: 'Lighthouse mobile', label: 'Lighthouse performance, each public page', comparator: '>=', limit: 98, unit: 'score' },
  { id: 'lh-score-sign-in', group: 'Lighthouse mobile', label: 'Lighthouse performance, /sign-in', comparator: '>=', limit: 95, unit: 'score' },
  { id: 'lcp', group: 'LCP / TBT / CLS / FCP', label: 'LCP, each public page', comparator: '<=', limit: 1500, unit: 'ms' },
  { id: 'tbt', group: 'LCP / TBT / CLS / FCP', label: 'TBT, each public page', comparator: '<=', limit: 50, unit: 'ms' },
  { id: 'cls', group: 'LCP / TBT / CLS / FCP', label: 'CLS, each public page', comparator: '<=', limit: 0.01, unit: 'cls' },
  { id: 'fcp', group: 'LCP / TBT / CLS / FCP', label: 'FCP, each public page', comparator: '<=', limit: 1000, unit: 'ms' },
  { id: 'js-public', group: 'First-load JS gz', label: 'First-load JS gz, public page', comparator: '<=', limit: 150, unit: 'KB' },
  { id: 'js-cabinet', group: 'First-load JS gz', label: 'First-load JS gz, cabinet first route', comparator: '<=', limit: 250, unit: 'KB' },
  { id: 'html-public', group: 'HTML gz', label: 'HTML gz, public page', comparator: '<=', limit: 30, unit: 'KB' },
  { id: 'inline-data', group: 'HTML gz', label: 'Inline page data gz ÷ visible HTML gz', comparator: '<=', limit: 1, unit: 'x' },
  { id: 'cached-ratio', group: 'Cached page throughput @50', label: 'Cached public page, req/s ÷ reference', comparator: '>=', limit: 0.18, unit: 'x' },
  { id: 'cached-p99', group: 'Cached page throughput @50', label: 'Cached public page, p99', comparator: '<=', limit: 100, unit: 'ms' },
  { id: 'cached-errors', group: 'Cached page throughput @50', label: 'Cached public page, errors', comparator: '<=', limit: 0, unit: 'count' },
  { id: 'dynamic-ratio', group: 'Page rendered per request @50', label: 'Per-request page, req/s ÷ reference', comparator: '>=', limit: 0.04, unit: 'x' },
  { id: 'dynamic-p99', group: 'Page rendered per request @50', label: 'Per-request page, p99', comparator: '<=', limit: 300, unit: 'ms' },
  { id: 'orders-p99', group: 'Backend order list', label: 'Order list (2000 orders), p99 @10', comparator: '<=', limit: 100, unit: 'ms' },
  { id: 'price-p99', group: 'Backend calculator', label: 'Calculator price, 50 rows, p99 @10', comparator: '<=', limit: 50, unit: 'ms' },
  { id: 'typing-p95', group: 'Calculator typing', label: 'Calculator grid, 50 rows: input-to-paint p95 (Chromium)', comparator: '<', limit: 100, unit: 'ms' },
  { id: 'site-rss', group: 'Memory', label: 'Site RSS (process tree), max seen', comparator: '<=', limit: 400, unit: 'MB' },
  { id: 'backend-rss', group: 'Memory', label: 'Backend RSS (process tree), max seen', comparator: '<=', limit: 300, unit: 'MB' },
  { id: 'site-growth', group: 'Memory', label: 'Site RSS growth, round 1 → 3', comparator: '<', limit: 10, unit: '%' },
  { id: 'backend-growth', group: 'Memory', label: 'Backend RSS growth, round 1 → 3', comparator: '<', limit: 10, unit: '%' },
  { id: 'stream-opened', group: 'Stream connections', label: 'Event streams opened, share of those attempted', comparator: '>=', limit: 100, unit: '%' },
  { id: 'stream-beating', group: 'Stream connections', label: 'Event streams that got every heartbeat, share', comparator: '>=', limit: 100, unit: '%' },
  { id: 'stream-errors', group: 'Stream connections', label: 'Event streams, errors', comparator: '<=', limit: 0, unit: 'count' },
  { id: 'stream-memory', group: 'Stream connections', label: 'Backend RSS per open event stream', comparator: '<=', limit: 50, unit: 'KB' },
  { id: 'soak-errors', group: 'Soak', label: 'Soak, mixed traffic @10: errors', comparator: '<=', limit: 0, unit: 'count' },
  { id: 'soak-p99', group: 'Soak', label: 'Soak, mixed traffic @10: p99 (the per-request page budget)', comparator: '<=', limit: 300, unit: 'ms' },
  { id: 'soak-site-growth', group: 'Soak', label: 'Soak: site RSS growth, start → end', comparator: '<', limit: 10, unit: '%' },
  { id: 'soak-backend-growth', group: 'Soak', label: 'Soak: backend RSS growth, start → end', comparator: '<', limit: 10, unit: '%' },
  { id: 'build-time', group: 'Build', label: 'next build, wall time', comparator: '<=', limit: 180, unit: 's' },
  { id: 'build-peak', group: 'Build', label: 'next build, peak RSS (process tree)', comparator: '<=', limit: 2048, unit: 'MB' },
];

import { createServer, request as forward, type Server } from 'node:http';

/** What the proxy does to the calls it matches: pass them on, or break them as a failing backend would. */
export type Fault = 'none' | 'error-500' | 'malformed-json' | 'slow' | 'down';

export type FaultProxy = {
  origin: string;
  /** Breaks the calls whose path matches `only` (all calls when omitted) until the next call. */
  set(fault: Fault, only?: RegExp): void;
  close(): Promise<void>;
};

/** How long a 'slow' backend takes: longer than the site's server-side timeout. */
export const SLOW_MS = 10_000;

/** A proxy on loopback between the site and the backend, with a test-only switch for faults (issue #11). */
export async function startFaultProxy(port: number, backendOrigin: string): Promise<FaultProxy> {
  let fault: Fault = 'none';
  let only: RegExp | undefined;
  const backend = new URL(backendOrigin);
  const server: Server = createServer((req, res) => {
    const active = fault !== 'none' && (!only || only.test(req.url ?? ''));
    if (active && fault === 'error-500') {
      res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Internal Server Error</h1>');
      return;
    }
    if (active && fault === 'malformed-json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"items": [');
      return;
    }
    if (active && fault === 'down') {
      req.socket.destroy();
      return;
    }
    const pass = () => {
      const upstream = forward({ host: backend.hostname, port: backend.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (active && fault === 'slow') setTimeout(pass, SLOW_MS);
    else pass();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    set(next, pattern) {
      fault = next;
      only = pattern;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

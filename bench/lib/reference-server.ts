/**
 * The same-bytes reference: a plain node:http server answering each captured page's body and content type,
 * in its own process so that it does not share an event loop with autocannon. Started by reference.ts over IPC.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReferencePage = { path: string; contentType: string; bodyBase64: string };

type Message = { pages: ReferencePage[] };

function serve(pages: ReferencePage[]): void {
  const routes = new Map(pages.map((page) => [page.path, { contentType: page.contentType, body: Buffer.from(page.bodyBase64, 'base64') }]));
  const server = http.createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': route.contentType, 'Content-Length': route.body.length });
    response.end(route.body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
}

process.once('message', (message: Message) => serve(message.pages));
process.on('disconnect', () => process.exit(0));

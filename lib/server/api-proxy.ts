import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';

/** Headers of one connection, not of the request or answer (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
/** The gateway's own words, not an API error body: the site then shows the spec's texts for a failed call. */
const UNREACHABLE = 'Сервер временно недоступен, попробуйте позже';

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.includes(name)));
}

export type ApiProxy = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Streams /api/v1 requests to the backend at `origin` and its answers back, as they come: an upload is never held in
 * the site's memory (Next's proxy buffers a whole body first), the backend's own size limits answer early, and event
 * streams flow. Returns false for any other path.
 */
export function createApiProxy(origin: string, prefix = '/api/v1'): ApiProxy {
  const target = new URL(origin);
  const secure = target.protocol === 'https:';
  const send = secure ? httpsRequest : httpRequest;
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const base = target.pathname.replace(/\/$/, '');

  return (req, res) => {
    const url = req.url ?? '';
    if (url !== prefix && !url.startsWith(`${prefix}/`) && !url.startsWith(`${prefix}?`)) return false;
    const headers = forwardable(req.headers);
    headers.host = target.host;
    headers['x-forwarded-host'] ??= req.headers.host;
    headers['x-forwarded-proto'] ??= 'http';
    const upstream = send({ protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: `${base}${url}`, headers, agent });
    let answered = false;
    // What the browser still sends after the backend has answered (a 413, a 429) is read and dropped: held back,
    // the browser would wait for the connection's timeout before it showed the answer.
    const dropRestOfBody = () => {
      if (req.complete) return;
      req.unpipe(upstream);
      req.resume();
    };
    upstream.on('response', (answer) => {
      dropRestOfBody();
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, forwardable(answer.headers));
      answer.once('end', () => (answered = true));
      // A backend gone mid-answer (killed, the network cut) ends the browser's response too, so an event stream
      // reconnects and a download fails instead of hanging.
      pipeline(answer, res, (error) => {
        if (error && !res.destroyed) res.destroy();
      });
    });
    // The backend may answer early (413) and close while the body still comes: that answer stands.
    upstream.on('error', () => {
      dropRestOfBody();
      if (res.headersSent) {
        if (!answered) res.destroy();
        return;
      }
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(UNREACHABLE);
    });
    // The visitor gone: the backend's work for them stops too (an event stream above all).
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
    return true;
  };
}

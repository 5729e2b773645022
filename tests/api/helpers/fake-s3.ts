import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { bytes: Buffer; contentType: string };
export type FakeS3Request = { method: string; path: string; signed: boolean };

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
};

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A tiny S3-compatible object store on loopback, path-style (`/bucket/key`): PUT, GET, HEAD and DELETE of objects,
 * refusing unsigned requests, so the backend's S3 storage is exercised through the real SDK.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3Request[] = [];
  let putsToRefuse = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake-s3');
      const signed = String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ');
      requests.push({ method: req.method ?? '', path: url.pathname, signed });
      if (!signed) return xmlError(res, 403, 'AccessDenied', 'Unsigned request');
      const [, bucketName, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucketName !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (req.method === 'PUT') {
        const bytes = await bodyOf(req);
        if (putsToRefuse > 0) {
          putsToRefuse -= 1;
          return xmlError(res, 503, 'SlowDown', 'Please reduce your request rate.');
        }
        objects.set(key, { bytes, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        res.writeHead(200, { ETag: '"fake"' });
        return res.end();
      }
      const object = objects.get(key);
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.bytes.byteLength, ETag: '"fake"' });
      res.end(req.method === 'HEAD' ? undefined : object.bytes);
    })().catch((error: unknown) => xmlError(res, 500, 'InternalError', String(error)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    /** The next `count` PUTs are read whole and refused with S3's retryable 503, as a busy store does. */
    refuseNextPuts: (count: number) => {
      putsToRefuse = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

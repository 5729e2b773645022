import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type * as S3 from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage, type StorageBody, type StorageConfig } from './file-storage';

type Sdk = typeof S3;

const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * Objects in a bucket of AWS S3 or any S3-compatible store; downloads still stream through the backend. The SDK
 * (25 MB of memory) loads with the first call, so a backend on disk storage never pays for it.
 */
export function s3Storage(config: Extract<StorageConfig, { kind: 's3' }>): FileStorage {
  let connection: Promise<{ sdk: Sdk; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer default headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const target = (key: string) => {
    assertStorageKey(key);
    return { Bucket: config.bucket, Key: `${config.prefix}${key}` };
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const object = target(key);
      const { sdk, client } = await connect();
      if (!(body instanceof Blob)) {
        await client.send(new sdk.PutObjectCommand({ ...object, Body: body, ContentType: contentType, ContentLength: body.byteLength }));
        return;
      }
      await putBlob(client, new sdk.PutObjectCommand({ ...object, Body: body, ContentType: contentType, ContentLength: body.size }), body);
    },
    async get(key) {
      const object = target(key);
      const { sdk, client } = await connect();
      try {
        const found = await client.send(new sdk.GetObjectCommand(object));
        if (!found.Body) return null;
        return { body: found.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: found.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const object = target(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand(object));
    },
  };
}

/**
 * Sends a PutObject whose body is a Blob (an upload's temporary file) as a stream opened afresh for each attempt:
 * the SDK's Node handler cannot send a Blob, and a stream handed to it directly is never retried. A failed read
 * aborts the request, which would otherwise wait for the rest of its Content-Length.
 */
async function putBlob(client: S3.S3Client, command: S3.PutObjectCommand, body: Blob): Promise<void> {
  const aborting = new AbortController();
  command.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { body?: StorageBody | Readable };
      const stream = Readable.fromWeb(body.stream() as NodeReadableStream<Uint8Array>);
      stream.once('error', (error) => aborting.abort(error));
      request.body = stream;
      try {
        return await next(args);
      } finally {
        // The next attempt (or the caller) sees the Blob again; an attempt that failed early leaves no open read.
        request.body = body;
        stream.destroy();
      }
    },
    // The last step before the handler: inside the retries and after signing, which takes a Blob for an unsigned payload.
    { step: 'deserialize', priority: 'low', name: 'streamBlobBody' },
  );
  try {
    await client.send(command, { abortSignal: aborting.signal });
  } catch (error) {
    throw aborting.signal.aborted ? (aborting.signal.reason as Error) : error;
  }
}

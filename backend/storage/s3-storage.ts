import type * as S3 from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage, type StorageConfig } from './file-storage';

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
    async put(key, bytes, contentType) {
      const object = target(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ ...object, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
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

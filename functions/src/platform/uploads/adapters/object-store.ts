import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../../config';
import type { StoredObject } from '../domain/verification';

let client: S3Client | undefined;

/** The one S3 client (path-style against s3rver locally). This module is the only one that speaks S3. */
function s3(): S3Client {
  client ??= new S3Client({
    region: config.region,
    endpoint: config.s3Endpoint,
    forcePathStyle: Boolean(config.s3Endpoint),
  });
  return client;
}

const bucket = () => config.documentsBucket;
const missing = (error: unknown) =>
  error instanceof S3ServiceException && ['NotFound', 'NoSuchKey'].includes(error.name);
const unquoted = (etag: string | undefined) => etag?.replace(/"/g, '');

/**
 * A presigned POST for exactly this key, content type and size: S3 enforces the policy (s3rver does
 * not, which is why the server checks the stored object before it is used).
 */
export async function presignPost(input: {
  key: string;
  contentType: string;
  size: number;
  expiresSeconds: number;
}): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3(), {
    Bucket: bucket(),
    Key: input.key,
    Conditions: [
      ['content-length-range', input.size, input.size],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: input.expiresSeconds,
  });
}

/** Size, stored content type, ETag and the first `sampleBytes` of an object; undefined when there is none. */
export async function inspectObject(
  key: string,
  sampleBytes: number,
): Promise<(StoredObject & { etag: string }) | undefined> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    const size = head.ContentLength ?? 0;
    const etag = unquoted(head.ETag) ?? '';
    let sample: Uint8Array = new Uint8Array();
    if (size > 0) {
      const part = await s3().send(
        new GetObjectCommand({
          Bucket: bucket(),
          Key: key,
          Range: `bytes=0-${Math.min(size, sampleBytes) - 1}`,
          // the sample must come from the object whose size and type were just read
          IfMatch: head.ETag,
        }),
      );
      sample = (await part.Body?.transformToByteArray()) ?? new Uint8Array();
    }
    return { size, contentType: head.ContentType, etag, sample };
  } catch (error) {
    if (missing(error)) return undefined;
    throw error;
  }
}

/**
 * Server-side copy of the verified object to its final key, only if the source is still the object
 * that was verified (its ETag): S3 refuses the copy when a re-POST replaced it after the check (s3rver
 * ignores the condition). The object's metadata is copied as stored: its content type is the verified
 * one. Returns false when the source is gone or changed.
 */
export async function copyVerified(input: { from: string; to: string; etag: string }): Promise<boolean> {
  try {
    await s3().send(
      new CopyObjectCommand({
        Bucket: bucket(),
        Key: input.to,
        CopySource: `${bucket()}/${input.from.split('/').map(encodeURIComponent).join('/')}`,
        CopySourceIfMatch: `"${input.etag}"`,
      }),
    );
    return true;
  } catch (error) {
    if (missing(error) || (error instanceof S3ServiceException && error.name === 'PreconditionFailed'))
      return false;
    throw error;
  }
}

/** Copies `from` to `to` unless `to` exists already (a copy made for an earlier request). */
export async function ensureCopy(input: { from: string; to: string }): Promise<void> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: input.to }));
    return;
  } catch (error) {
    if (!missing(error)) throw error;
  }
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: input.to,
      CopySource: `${bucket()}/${input.from.split('/').map(encodeURIComponent).join('/')}`,
    }),
  );
}

/**
 * SHA-256 (lower-case hex) of a stored object, read as a stream: the whole file passes through the
 * hash, never into memory at once.
 */
export async function digestObject(key: string): Promise<string> {
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  const hash = createHash('sha256');
  for await (const chunk of object.Body as Readable) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/** Writes a file the server made itself (no upload, nothing to verify) to its final key. */
export async function putObject(input: {
  key: string;
  body: Uint8Array;
  contentType: string;
}): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: input.key,
      Body: input.body,
      ContentType: input.contentType,
    }),
  );
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/**
 * A short-lived GET whose response carries the given content type and disposition, whatever the
 * object was stored with. The caller has checked who may read it.
 */
export async function presignGet(input: {
  key: string;
  contentType: string;
  contentDisposition: string;
  expiresSeconds: number;
}): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: input.key,
      ResponseContentType: input.contentType,
      ResponseContentDisposition: input.contentDisposition,
    }),
    { expiresIn: input.expiresSeconds },
  );
}

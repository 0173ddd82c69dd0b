import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { maxDocumentBytes } from '@portal/contracts/account';
import { config } from '../../platform/config';

let client: S3Client | undefined;

/** The one S3 client (path-style against s3rver locally). The only module that speaks S3. */
function s3(): S3Client {
  client ??= new S3Client({
    region: config.region,
    endpoint: config.s3Endpoint,
    forcePathStyle: Boolean(config.s3Endpoint),
  });
  return client;
}

/**
 * A presigned POST for exactly this key, content type and size (S3 enforces the policy; s3rver does
 * not, which is why the complete step checks the stored object itself).
 */
export async function presignUpload(input: {
  key: string;
  contentType: string;
  size: number;
  expiresSeconds: number;
}) {
  return createPresignedPost(s3(), {
    Bucket: config.documentsBucket,
    Key: input.key,
    Conditions: [
      ['content-length-range', 1, Math.min(input.size, maxDocumentBytes)],
      ['eq', '$Content-Type', input.contentType],
    ],
    Fields: { 'Content-Type': input.contentType },
    Expires: input.expiresSeconds,
  });
}

/** Size, type and the first bytes of a stored object; undefined when there is none. */
export async function inspectObject(key: string, sampleBytes = 4096) {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: config.documentsBucket, Key: key }));
    const size = head.ContentLength ?? 0;
    let firstBytes: Uint8Array = new Uint8Array();
    if (size > 0) {
      const sample = await s3().send(
        new GetObjectCommand({
          Bucket: config.documentsBucket,
          Key: key,
          Range: `bytes=0-${Math.min(size, sampleBytes) - 1}`,
        }),
      );
      firstBytes = (await sample.Body?.transformToByteArray()) ?? new Uint8Array();
    }
    return { size, contentType: head.ContentType, firstBytes };
  } catch (error) {
    if (
      error instanceof NotFound ||
      error instanceof NoSuchKey ||
      (error as { name?: string }).name === 'NotFound'
    )
      return undefined;
    throw error;
  }
}

export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.documentsBucket, Key: key }));
}

/** A short-lived GET for one object; the caller has checked who may read it. */
export async function presignDownload(
  key: string,
  fileName: string,
  expiresSeconds: number,
): Promise<string> {
  const safeName = fileName.replace(/["\\\r\n]/g, '_');
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: config.documentsBucket,
      Key: key,
      ResponseContentDisposition: `inline; filename="${safeName}"`,
    }),
    { expiresIn: expiresSeconds },
  );
}

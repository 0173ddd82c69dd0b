import { randomBytes, randomUUID } from 'node:crypto';
import { presignUpload } from '../adapters/document-storage';
import { putPendingUpload } from '../data/account-repository';
import { documentKey, type PendingUpload } from '../domain/documents';
import { apiHandler, created } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

/** A ticket is valid for 10 minutes: enough for 10 MB on a slow line, short enough to be useless later. */
const expiresSeconds = 600;

export const handler = apiHandler(accountApi.requestUpload, async ({ body, principal }) => {
  const now = new Date();
  const pending: PendingUpload = {
    upload_id: randomUUID(),
    key: documentKey(principal.userId, body, randomBytes(6).toString('hex'), now),
    file_name: body.file_name,
    file_type: body.file_type,
    size: body.size,
    document_type: body.document_type,
    expires_at: new Date(now.getTime() + expiresSeconds * 1000).toISOString(),
  };
  const post = await presignUpload({
    key: pending.key,
    contentType: pending.file_type,
    size: pending.size,
    expiresSeconds,
  });
  await putPendingUpload(principal.userId, pending);
  return created({
    upload_id: pending.upload_id,
    url: post.url,
    fields: post.fields,
    expires_at: pending.expires_at,
  });
});

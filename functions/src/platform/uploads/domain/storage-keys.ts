import { createHash } from 'node:crypto';
import { extensionFor, type VerifiableType } from './file-types';

/**
 * Where files live in the bucket. A ticket's presigned POST may write exactly one key, always under
 * `uploads/`; a verified file is copied by the server to the same name outside that prefix. Since no
 * kind may be `uploads`, no ticket can ever target a verified file's key.
 */
export const uploadPrefix = 'uploads/';

/** A purpose's name (`account-document`, `market-fco-terms`, `deal-document`): one lower-case segment. */
const kindPattern = /^[a-z][a-z0-9-]{0,63}$/;
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function assertKind(kind: string): void {
  if (!kindPattern.test(kind) || kind === uploadPrefix.slice(0, -1))
    throw new Error(`Not a storage kind: ${JSON.stringify(kind)}`);
}

/**
 * The upload key and the final key of one file: `{kind}/{random uuid}.{ext}`, the upload key the same
 * under `uploads/`. A key is made of the file's kind and a random id only: no user, item or deal id
 * and nothing of the client's file name except an extension that fits the type. Download links carry
 * the key, and the marketplace keeps its owners anonymous, so a key must not link one owner's files;
 * who may read a file is decided from its DynamoDB record, never from its key.
 *
 * Files stored before this scheme keep their old keys (`{userId}/...`, `marketplace/{userId}/...`,
 * `deals/{dealId}/...`): every record stores its full key and downloads use that, so they still work.
 */
export function storageKeys(input: { kind: string; type: VerifiableType; fileName: string; id: string }): {
  uploadKey: string;
  finalKey: string;
} {
  assertKind(input.kind);
  if (!idPattern.test(input.id)) throw new Error('id must be a lower-case UUID');
  const finalKey = `${input.kind}/${input.id}.${extensionFor(input.type, input.fileName)}`;
  return { uploadKey: `${uploadPrefix}${finalKey}`, finalKey };
}

const currentKeyPattern =
  /^[a-z][a-z0-9-]{0,63}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,8}$/;

/**
 * The key a file is served under to someone who must not learn who stored it. A key of the current
 * scheme already names only its kind and a random id. An older key (`marketplace/{userId}/...`) would
 * link the owner's files, so such a file is served from a copy under `unlinked/`, named by the SHA-256
 * of the old key: the same copy every time, and nothing in its name leads back to the owner.
 */
export function unlinkableKey(key: string): string {
  if (currentKeyPattern.test(key)) return key;
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(key)?.[1]?.toLowerCase();
  const digest = createHash('sha256').update(key).digest('hex');
  return `unlinked/${digest}${extension ? `.${extension}` : ''}`;
}

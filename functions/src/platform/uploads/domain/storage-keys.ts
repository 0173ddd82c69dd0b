import { extensionFor, type VerifiableType } from './file-types';

/**
 * Where files live in the bucket. A ticket's presigned POST may write exactly one key, always under
 * `uploads/`; a verified file is copied by the server to the same name outside that prefix. Since no
 * folder may start with `uploads`, no ticket can ever target a verified file's key.
 */
export const uploadPrefix = 'uploads/';

const folderPattern = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128}){0,5}$/;

/** A domain's folder, e.g. `{userId}/{documentType}` or `deals/{dealId}/{documentType}`. */
export function assertFolder(folder: string): void {
  if (!folderPattern.test(folder) || folder.split('/')[0] === uploadPrefix.slice(0, -1))
    throw new Error(`Not a storage folder: ${JSON.stringify(folder)}`);
}

/**
 * The upload key and the final key of one file: `{folder}/{random}_{timestamp}.{ext}` (the layout of
 * the spec), the upload key the same under `uploads/`. Nothing of the client's file name reaches a key
 * except an extension that fits the type.
 */
export function storageKeys(input: {
  folder: string;
  type: VerifiableType;
  fileName: string;
  random: string;
  now: Date;
}): { uploadKey: string; finalKey: string } {
  assertFolder(input.folder);
  if (!/^[a-z0-9]{4,64}$/.test(input.random)) throw new Error('random must be lower-case hex or letters');
  const finalKey = `${input.folder}/${input.random}_${input.now.getTime()}.${extensionFor(input.type, input.fileName)}`;
  return { uploadKey: `${uploadPrefix}${finalKey}`, finalKey };
}

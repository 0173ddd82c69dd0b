import { fileTypeFromBuffer } from 'file-type';
import { fileKinds, type VerifiableType } from './file-types';

/**
 * How much of a stored file is read to recognise it. `file-type` finds most types in their first few
 * kilobytes (a text file is checked as UTF-8 over the whole sample). An Office Open XML file, though,
 * is a ZIP whose type is named by its `[Content_Types].xml` entry (or its `word/`, `xl/` folders): the
 * sample must hold the archive's first entries. `file-type` reads ZIP entries of up to 1 MiB for
 * detection, so 1 MiB holds the entry Office writes first; when the archive goes on past the sample,
 * `file-type` judges from the folder names it has seen.
 */
export const sniffSampleBytes = { archive: 1024 * 1024, other: 64 * 1024 } as const;

export function sampleBytesFor(type: VerifiableType): number {
  return 'archive' in fileKinds[type] ? sniffSampleBytes.archive : sniffSampleBytes.other;
}

/** What the server reads back of a stored object. */
export interface StoredObject {
  size: number;
  contentType?: string;
  /** The first `sniffSampleBytes` (or the whole file when smaller). */
  sample: Uint8Array;
}

/** What the stored object must be: the type and size accepted when the ticket was issued. */
export interface Expected {
  type: VerifiableType;
  size: number;
  maxBytes: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;
const mediaType = (contentType: string | undefined) => contentType?.split(';')[0]!.trim().toLowerCase() ?? '';

/** The type `file-type` finds in the bytes (its MIME type), or undefined when it finds none. */
export async function sniffedType(sample: Uint8Array): Promise<string | undefined> {
  return (await fileTypeFromBuffer(sample))?.mime;
}

/**
 * Checks a stored object against what was accepted. Returns why it is refused, or undefined when it
 * may become a verified file: it exists, has the announced size (within the limit), was stored with
 * the accepted content type (S3 serves objects with it) and its bytes are a file of that type.
 */
export async function refusalOf(
  expected: Expected,
  stored: StoredObject | undefined,
): Promise<string | undefined> {
  if (!stored) return 'The file was not uploaded. Please try again.';
  if (stored.size > expected.maxBytes) return `The file is larger than ${megabytes(expected.maxBytes)}.`;
  if (stored.size !== expected.size)
    return `The uploaded file has ${stored.size} bytes, not the ${expected.size} announced.`;
  if (stored.size === 0) return 'The file is empty.';
  const storedType = mediaType(stored.contentType);
  if (storedType !== expected.type)
    return `The file was stored as ${storedType || 'an unknown type'}, not as the accepted ${expected.type}.`;
  const found = await sniffedType(stored.sample);
  const accepted = fileKinds[expected.type].sniffedAs;
  const matches =
    accepted === 'text'
      ? found === undefined && isText(stored.sample, stored.sample.length < stored.size)
      : found !== undefined && (accepted as readonly string[]).includes(found);
  if (!matches)
    return `The file's content is not a valid ${expected.type} file${found ? ` (it is ${found})` : ''}.`;
  return undefined;
}

/**
 * Text: no NUL bytes and valid UTF-8. When the sample is cut from a longer file, a character cut at
 * its end is allowed.
 */
export function isText(bytes: Uint8Array, truncated: boolean): boolean {
  if (bytes.includes(0)) return false;
  for (let cut = 0; cut <= (truncated ? 3 : 0) && cut <= bytes.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // try again without a possibly truncated trailing character
    }
  }
  return false;
}

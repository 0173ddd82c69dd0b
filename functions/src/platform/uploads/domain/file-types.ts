/**
 * The file types the upload module can verify. Each type names the extensions a stored file gets and
 * what `file-type` must find in the bytes (`text`: no binary signature, checked as UTF-8 instead).
 * A domain picks its allowed types from these.
 */
interface FileKind {
  extensions: readonly [string, ...string[]];
  sniffedAs: readonly string[] | 'text';
  /** Served inline as an image preview; every other type is only ever served as an attachment. */
  previewable: boolean;
  /** Present on ZIP containers told apart by their entries (they need a larger sample). */
  archive?: true;
}

const cfb = ['application/x-cfb']; // OLE2 compound file: legacy Word and Excel look alike

export const fileKinds = {
  'application/pdf': { extensions: ['pdf'], sniffedAs: ['application/pdf'], previewable: false },
  'image/png': { extensions: ['png'], sniffedAs: ['image/png', 'image/apng'], previewable: true },
  'image/jpeg': { extensions: ['jpg', 'jpeg'], sniffedAs: ['image/jpeg'], previewable: true },
  'image/gif': { extensions: ['gif'], sniffedAs: ['image/gif'], previewable: true },
  'image/webp': { extensions: ['webp'], sniffedAs: ['image/webp'], previewable: true },
  'application/msword': { extensions: ['doc'], sniffedAs: cfb, previewable: false },
  'application/vnd.ms-excel': { extensions: ['xls'], sniffedAs: cfb, previewable: false },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extensions: ['docx'],
    sniffedAs: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    previewable: false,
    archive: true,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extensions: ['xlsx'],
    sniffedAs: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    previewable: false,
    archive: true,
  },
  // a ZIP of proof documents may hold anything, Office files included (those are ZIP containers too)
  'application/zip': {
    extensions: ['zip'],
    sniffedAs: [
      'application/zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    previewable: false,
  },
  'text/plain': { extensions: ['txt'], sniffedAs: 'text', previewable: false },
  'text/csv': { extensions: ['csv'], sniffedAs: 'text', previewable: false },
} as const satisfies Record<string, FileKind>;

export type VerifiableType = keyof typeof fileKinds;

export function isVerifiableType(type: string): type is VerifiableType {
  return Object.hasOwn(fileKinds, type);
}

/** Whether a verified file of this type may be shown inline (image previews only). */
export function isPreviewable(type: string): boolean {
  return isVerifiableType(type) && fileKinds[type].previewable;
}

/**
 * Whether a reviewer may read a verified file of this type inline: images, and PDFs, which the
 * review panel shows in a sandboxed frame. A party's PDF download always stays an attachment.
 */
export function isReviewPreviewable(type: string): boolean {
  return isPreviewable(type) || type === 'application/pdf';
}

/** The stored file's extension: the file name's if it fits the type, else the type's own. */
export function extensionFor(type: VerifiableType, fileName: string): string {
  const extensions: readonly string[] = fileKinds[type].extensions;
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase();
  return fromName && extensions.includes(fromName) ? fromName : extensions[0]!;
}

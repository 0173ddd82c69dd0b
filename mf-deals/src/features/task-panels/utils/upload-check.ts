import { maxDealFileBytes } from '@portal/contracts/deals';
import {
  dealDocumentTypes,
  dealFileFormats,
  type AcceptedDealFiles,
  type DealDocumentType,
  type DealFileExtension,
} from '@portal/contracts/deal-stages';

/** A toast's title and description. */
export interface FileProblem {
  title: string;
  description: string;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name.toLowerCase())?.[1] ?? '';

const isListed = (files: AcceptedDealFiles, extension: string): extension is DealFileExtension =>
  (files.extensions as readonly string[]).includes(extension);

/** 'PDF, DOC or DOCX' for a document type's list. */
export function acceptedFormatsText(files: AcceptedDealFiles): string {
  const names = files.extensions.map((extension) => extension.toUpperCase());
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * The file's type as the upload declares it: the browser's, or the one its extension stands for when
 * the browser gives none (some systems know no type for .doc / .docx). The server checks the bytes.
 */
export function declaredFileType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = extensionOf(file.name);
  return extension in dealFileFormats ? dealFileFormats[extension as DealFileExtension] : '';
}

/**
 * Why a file cannot be uploaded as `documentType` (its extension and type in the type's list, at most
 * 10 MB, not empty), or null. The same checks run on the server; this saves a doomed upload.
 */
export function uploadProblem(
  file: { name: string; type: string; size: number },
  documentType: DealDocumentType,
): FileProblem | null {
  const accepted = dealDocumentTypes[documentType].accepts;
  const extension = extensionOf(file.name);
  if (!isListed(accepted, extension) || !accepted.mimeTypes.includes(declaredFileType(file)))
    return {
      title: 'Invalid file type',
      description: `Please upload a ${acceptedFormatsText(accepted)} file.`,
    };
  if (file.size > maxDealFileBytes)
    return { title: 'File too large', description: 'Please upload a file smaller than 10MB.' };
  if (file.size <= 0) return { title: 'Empty file', description: 'The chosen file is empty.' };
  return null;
}

/** The file as it is sent: typed from its extension when the browser gave no type. */
export function typedFile(file: File): File {
  const type = declaredFileType(file);
  return type === file.type ? file : new File([file], file.name, { type });
}

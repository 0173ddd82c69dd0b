import {
  marketFileExtensions,
  marketFileTypes,
  maxMarketFileBytes,
} from '@portal/contracts/marketplace-catalogue';

/** A toast's title and description. */
export interface FileProblem {
  title: string;
  description: string;
}

export const fcoMessages = {
  invalidType: { title: 'Invalid file type', description: 'Please upload a PDF or Word document.' },
  tooLarge: { title: 'File too large', description: 'Please upload a file smaller than 10MB.' },
  empty: { title: 'Empty file', description: 'The chosen file is empty.' },
  missing: {
    title: 'Please upload FCO Terms & Conditions',
    description: 'Your signed terms document is required',
  },
} as const satisfies Record<string, FileProblem>;

/** What the file picker offers: PDF and Word, by extension and by type. */
export const fcoAccept = [...marketFileExtensions, ...marketFileTypes].join(',');

const typeByExtension: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * The file's type as the upload declares it: the browser's, or from the extension when the browser
 * gives none (some systems know no type for .doc / .docx). The server checks the bytes either way.
 */
export function declaredFileType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  return typeByExtension[extension] ?? '';
}

/** Why the FCO terms file cannot be taken (PDF or Word, at most 10 MB), or null. */
export function fcoFileProblem(file: { name: string; type: string; size: number }): FileProblem | null {
  if (!(marketFileTypes as readonly string[]).includes(declaredFileType(file)))
    return fcoMessages.invalidType;
  if (file.size > maxMarketFileBytes) return fcoMessages.tooLarge;
  if (file.size <= 0) return fcoMessages.empty;
  return null;
}

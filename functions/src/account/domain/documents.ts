import { allowedDocumentTypes, maxDocumentBytes, type DocumentRecord } from '@portal/contracts/account';
import type { UploadPurpose, VerifiedFile } from '../../platform/uploads/domain/ticket';

/** A user's own documents (My Documents and the registration form's file fields). */
export const accountDocuments: UploadPurpose = {
  name: 'account-document',
  allowedTypes: allowedDocumentTypes,
  maxBytes: maxDocumentBytes,
};

/** The document a verified upload becomes. */
export function documentOf(input: {
  id: string;
  userId: string;
  documentType: string;
  file: VerifiedFile;
}): DocumentRecord {
  return {
    id: input.id,
    user_id: input.userId,
    document_type: input.documentType,
    file_name: input.file.file_name,
    file_path: input.file.key,
    file_type: input.file.content_type,
    size: input.file.size,
    created_at: input.file.verified_at,
  };
}

import type { DocumentRecord } from '@portal/contracts/account';
import { accountContracts } from '@portal/contracts/api/account';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { notify } from '@portal/ui/notify';
import { serverMessage } from '@portal/web/errors';

export const DOCUMENTS_KEY = apiKey(accountContracts.listDocuments);

async function fetchDocuments(): Promise<DocumentRecord[]> {
  const { documents } = await callApi(accountContracts.listDocuments);
  // the API answers newest first; sort again so an optimistic insert lands in the right place
  return [...documents].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * GET /documents (newest first). On failure: toast 'Failed to fetch user documents' and the list falls
 * back to empty.
 */
export function useDocuments() {
  return useSWR<DocumentRecord[]>(DOCUMENTS_KEY, fetchDocuments, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (err) => notify.error('Failed to fetch user documents', serverMessage(err), err),
  });
}

/**
 * Short-lived presigned links to one of the user's documents: `url` downloads it (served as an
 * attachment), `preview_url` (images only) shows it inline.
 */
export async function getDocumentLinks(id: string): Promise<{ url: string; preview_url?: string }> {
  return callApi(accountContracts.downloadDocument, { params: { id } });
}

export async function deleteDocument(id: string): Promise<void> {
  await callApi(accountContracts.deleteDocument, { params: { id } });
}

import type { contactMessageSchema } from '@portal/contracts/admin';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import type { z } from 'zod';
import { admin } from '../../../lib/api/routes';

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const CONTACT_MESSAGES_KEY = apiKey(admin.listContactMessages);

/** GET /admin/contact-messages, newest first. */
export function useContactMessages() {
  return useSWR<ContactMessage[]>(
    CONTACT_MESSAGES_KEY,
    async () => {
      const { messages } = await callApi(admin.listContactMessages);
      return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
    { revalidateOnFocus: true, refreshInterval: 60_000 },
  );
}

export async function setMessageRead(id: string, read: boolean): Promise<void> {
  await callApi(admin.markContactMessage, { params: { id }, body: { read } });
}

import type { contactMessageSchema } from '@portal/contracts/admin';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';
import type { z } from 'zod';

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const CONTACT_MESSAGES_KEY = '/admin/contact-messages';

/** GET /admin/contact-messages, newest first. */
export function useContactMessages() {
  return useSWR<ContactMessage[]>(
    CONTACT_MESSAGES_KEY,
    async () => {
      const { messages } = await apiFetch<{ messages: ContactMessage[] }>(CONTACT_MESSAGES_KEY);
      return [...messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
    { revalidateOnFocus: true, refreshInterval: 60_000 },
  );
}

export async function setMessageRead(id: string, read: boolean): Promise<void> {
  await apiFetch(`${CONTACT_MESSAGES_KEY}/${encodeURIComponent(id)}`, { method: 'PATCH', json: { read } });
}

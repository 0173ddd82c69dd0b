import { listContactMessages, setContactMessageRead } from '../data/admin-repository';

/** Contact Us messages, newest first, each with its read mark. */
export async function contactMessages() {
  return { messages: await listContactMessages() };
}

export async function markContactMessage(id: string, read: boolean) {
  await setContactMessageRead(id, read);
  return { id, read };
}

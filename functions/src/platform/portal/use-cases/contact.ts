import { randomUUID } from 'node:crypto';
import type { ContactRequest } from '@portal/contracts/platform';
import { putContactMessage } from '../data/contact-repository';
import { newContactMessage, type ContactMessage } from '../domain/contact';

/** Stores a Contact Us message, with its sender when signed in. */
export async function sendContactMessage(
  request: ContactRequest,
  userId: string | undefined,
): Promise<ContactMessage> {
  const message = newContactMessage(request, { userId }, randomUUID(), new Date());
  await putContactMessage(message);
  return message;
}

import type { ContactRequest } from '@portal/contracts/platform';

export interface ContactMessage {
  id: string;
  email: string;
  message: string;
  /** The signed-in sender, if any. */
  user_id?: string;
  created_at: string;
}

/** A Contact Us message as stored: who wrote (the signed-in user when there is one), what, when. */
export function newContactMessage(
  request: ContactRequest,
  sender: { userId?: string },
  id: string,
  now: Date,
): ContactMessage {
  return {
    id,
    email: request.email.toLowerCase(),
    message: request.message,
    ...(sender.userId ? { user_id: sender.userId } : {}),
    created_at: now.toISOString(),
  };
}

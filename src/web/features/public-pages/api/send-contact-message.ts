import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@/domain/schemas/contact-message';
import { api } from '@/web/lib/api-client';

/** The route's contract comes with the first message, so the contact page does not evaluate zod before it answers input. */
export async function sendContactMessage(message: ContactMessage) {
  const { contactMessageSending } = await import('@/domain/contracts/contact-messages');
  return api.call(contactMessageSending, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

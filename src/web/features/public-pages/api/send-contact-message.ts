import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@/domain/schemas/contact-message';
import { api } from '@/web/lib/api-client';

/** The reply's contract comes with the first message, so the contact page does not evaluate zod before it answers input. */
export async function sendContactMessage(message: ContactMessage) {
  const { MessageReply } = await import('@/domain/contracts/wire');
  return api.post('/api/v1/contact-messages', message, MessageReply);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

import { useMutation } from '@tanstack/react-query';
import { MessageReply } from '@/domain/contracts/wire';
import type { ContactMessage } from '@/domain/schemas/contact-message';
import { api } from '@/web/lib/api-client';

export function sendContactMessage(message: ContactMessage) {
  return api.post('/api/v1/contact-messages', message, MessageReply);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '@/domain/schemas/contact-message';
import { api } from '@/web/lib/api-client';

export function sendContactMessage(message: ContactMessage) {
  return api.post<{ message: string }>('/api/v1/contact-messages', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

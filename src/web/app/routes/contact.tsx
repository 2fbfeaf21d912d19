import { ContactPage } from '@/web/features/public-pages';
import { QueryProvider } from '@/web/lib/query-provider';

export default function ContactRoute() {
  return (
    <QueryProvider>
      <ContactPage />
    </QueryProvider>
  );
}

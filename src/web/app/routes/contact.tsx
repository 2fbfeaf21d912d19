import { ContactPage } from '@/web/features/public-pages';

export default function ContactRoute() {
  return <ContactPage />;
}

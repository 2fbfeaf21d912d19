import { ContactPage } from '@/web/features/public-pages/components/contact-page';

export default function ContactRoute() {
  return <ContactPage />;
}

import { Link } from 'react-router';
import { PROVIDER } from '@/web/features/public-pages/provider-details';

export function ContactUsNote({ topic }: { topic: string }) {
  return (
    <p>
      Questions about {topic}? Use our <Link to="/contact">contact form</Link>, e-mail{' '}
      <a href={`mailto:${PROVIDER.email}`}>{PROVIDER.email}</a> or write to {PROVIDER.addressLines.join(', ')}
      .
    </p>
  );
}

import { Link } from 'react-router';
import { PROVIDER } from '@/web/features/public-pages/provider-details';

const FOOTER_LINKS = [
  { to: '/privacy-policy', label: 'Privacy and Cookie Policies' },
  { to: '/terms-of-use', label: 'Terms of Service' },
  { to: '/contact', label: 'Contact Us' },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          {/* The page is rendered at build time: a build of December served in January shows the new year once the
              app has taken the page over, without a hydration error. */}
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {PROVIDER.name}. All rights
          reserved.
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

import { ScrollX } from '@/web/components/ui/scroll-x';
import { LegalSection } from './legal-section';

export function CookiePolicy() {
  return (
    <LegalSection title="Cookie Policy">
      <div className="grid gap-8">
        <p>
          We use a single cookie, and it is strictly necessary for ClaimGuard to work. We do not use
          analytics, advertising or other tracking cookies, and we do not let third parties set cookies
          through our site.
        </p>
        <ScrollX label="Cookies we set" className="rounded-lg border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Cookies we set</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Duration
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-t align-top">
                <td className="px-4 py-3 font-mono text-xs break-all">claimguard.session_token</td>
                <td className="px-4 py-3">
                  Keeps you signed in and protects your session. Set only when you sign in; HttpOnly,
                  SameSite=Lax and, over HTTPS, Secure (browsers then show it as
                  __Secure-claimguard.session_token).
                </td>
                <td className="px-4 py-3">
                  7 days, renewed while you use ClaimGuard; deleted when you sign out.
                </td>
              </tr>
            </tbody>
          </table>
        </ScrollX>
        <LegalSection heading="h3" title="Consent">
          <p>
            Strictly necessary cookies are exempt from consent under the Privacy and Electronic Communications
            Regulations 2003, so we do not show a cookie banner. If we ever add optional cookies, we will ask
            for your consent first.
          </p>
        </LegalSection>
        <LegalSection heading="h3" title="Managing cookies">
          <p>
            You can block or delete cookies in your browser settings. If you block the session cookie, you
            will not be able to sign in.
          </p>
        </LegalSection>
      </div>
    </LegalSection>
  );
}

import { ContactUsNote } from './contact-us-note';
import { CookiePolicy } from './cookie-policy';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { PrivacyPolicy } from './privacy-policy';
import { SharedPageLayout } from './shared-page-layout';

export function PrivacyPolicyPage() {
  return (
    <SharedPageLayout>
      <LegalDocument title="Privacy and Cookie Policies" updated="2 November 2026">
        <PrivacyPolicy />
        <CookiePolicy />
        <LegalSection title="Contact us">
          <ContactUsNote topic="these policies or your data" />
        </LegalSection>
      </LegalDocument>
    </SharedPageLayout>
  );
}

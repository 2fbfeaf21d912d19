import { ContactUsNote } from './contact-us-note';
import { LegalDocument } from './legal-document';
import { LegalSection } from './legal-section';
import { SharedPageLayout } from './shared-page-layout';
import { termsClauses } from './terms-clauses';

export function TermsOfUsePage() {
  return (
    <SharedPageLayout>
      <LegalDocument title="Terms of Service" updated="2 November 2026">
        <p>
          These terms govern access to and use of ClaimGuard. By accepting an invitation or using the service
          you agree to them on behalf of your organization.
        </p>
        {termsClauses.map((clause, index) => (
          <LegalSection key={clause.title} title={`${index + 1}. ${clause.title}`}>
            {clause.body}
          </LegalSection>
        ))}
        <ContactUsNote topic="these terms" />
      </LegalDocument>
    </SharedPageLayout>
  );
}

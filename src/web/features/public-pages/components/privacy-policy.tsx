import { Link } from 'react-router';
import { PROVIDER } from '@/web/features/public-pages/provider-details';
import { LegalSection } from './legal-section';

export function PrivacyPolicy() {
  return (
    <LegalSection title="Privacy Policy">
      <div className="grid gap-8">
        <p>
          This notice explains how {PROVIDER.name} ("ClaimGuard", "we", "us") collects and uses personal data
          when insurers, carriers and their staff use ClaimGuard, when devices are checked through it, and
          when you contact us. We process personal data in line with the UK General Data Protection Regulation
          (UK GDPR) and the Data Protection Act 2018.
        </p>
        <LegalSection heading="h3" title="1. Who we are">
          <p>
            {PROVIDER.name} is a company registered in England and Wales with its registered office at 10
            Finsbury Square, London EC2A 1AF, United Kingdom, and is registered with the Information
            Commissioner's Office (ICO).
          </p>
          <p>
            We are the controller of the shared fraud-prevention records described below. When an insurer or
            carrier uses ClaimGuard to manage its own claims, that organization is the controller of its claim
            records and we process them on its behalf, as its processor, under a written data processing
            agreement.
          </p>
        </LegalSection>
        <LegalSection heading="h3" title="2. The data we process">
          <ul>
            <li>
              Account data: name, work e-mail address, job title, organization, role, profile picture and
              password (kept only as a salted hash).
            </li>
            <li>
              Device and claim data: IMEI numbers, device make, model, colour and storage, claim type, first
              notice of loss and loss dates, claim outcomes (settled or denied, with the reason), replacement
              devices and notes.
            </li>
            <li>
              Device status results: network blocklist and device-lock status, device-history certificates,
              police records of stolen, lost or found devices, ownership records and earlier searches by other
              insurers.
            </li>
            <li>
              Trader activity: searches for a device by traders and recyclers, with the date and the trader.
            </li>
            <li>
              Enquiries: the name, e-mail address, subject and message you send through our contact form.
            </li>
            <li>Technical data: IP address, browser type, sign-in times and security logs.</li>
          </ul>
          <p>
            An IMEI identifies a device rather than a person, but linked to a claim it can relate to an
            identifiable policyholder, so we treat it as personal data.
          </p>
        </LegalSection>
        <LegalSection heading="h3" title="3. Where the data comes from">
          <p>
            From you and your organization; from insurers and carriers using ClaimGuard; from consumers who
            register or report their devices; from retailers, industry bodies, the police and phone service
            providers; and from traders who check devices before they buy them.
          </p>
        </LegalSection>
        <LegalSection heading="h3" title="4. Why we use it and our lawful bases">
          <ul>
            <li>
              To provide ClaimGuard to our customers and their users (performance of a contract, Article
              6(1)(b)).
            </li>
            <li>
              To prevent and detect insurance fraud and the trading of devices tied to settled claims, a
              legitimate interest of ours and of our customers (Article 6(1)(f); fraud prevention is
              recognised in Recital 47).
            </li>
            <li>
              Police records of stolen devices may be criminal offence data. We process them under Article 10
              and the conditions for preventing or detecting unlawful acts and preventing fraud in Schedule 1,
              Part 2 of the Data Protection Act 2018.
            </li>
            <li>To answer your enquiries and keep the service secure (legitimate interests).</li>
            <li>To meet our legal and regulatory obligations (Article 6(1)(c)).</li>
          </ul>
          <p>
            We do not sell personal data or use it for marketing. ClaimGuard reports a device's status; the
            decision on a claim is made by the insurer, with human review, and not solely by automated means.
          </p>
        </LegalSection>
        <LegalSection heading="h3" title="5. Who we share it with">
          <ul>
            <li>
              Insurers and carriers using ClaimGuard, so data can be matched securely to detect duplicate
              claims.
            </li>
            <li>
              The police and other law-enforcement bodies, where a device is reported stolen or the law
              requires it.
            </li>
            <li>
              Industry fraud-prevention bodies and phone service providers, to keep device records accurate.
            </li>
            <li>
              Traders and recyclers, who learn only that an insurer has an interest in a device, never who the
              policyholder is.
            </li>
            <li>
              Our suppliers (hosting, e-mail delivery, support tools), acting only on our instructions under
              contract.
            </li>
            <li>
              Professional advisers, regulators and courts, and a buyer of our business, where necessary.
            </li>
          </ul>
        </LegalSection>
        <LegalSection heading="h3" title="6. International transfers">
          <p>
            We host ClaimGuard in the United Kingdom. If a supplier processes data outside the UK, we rely on
            UK adequacy regulations or on the ICO's International Data Transfer Agreement or UK Addendum to
            the EU Standard Contractual Clauses, together with a transfer risk assessment.
          </p>
        </LegalSection>
        <LegalSection heading="h3" title="7. How long we keep it">
          <ul>
            <li>Account data: while the account is active and for one year after it is closed.</li>
            <li>
              Claim and device-check records: six years after the claim is closed, unless the insurer's
              contract with us sets a shorter period.
            </li>
            <li>
              Fraud-prevention markers: until the device's status changes, and no longer than six years.
            </li>
            <li>Contact form messages: two years after the enquiry is closed.</li>
            <li>Security logs: 90 days.</li>
          </ul>
        </LegalSection>
        <LegalSection heading="h3" title="8. How we protect it">
          <p>
            Data is encrypted in transit and at rest, access is limited by role, and each organization sees
            only its own claim records. Our staff are trained in data protection and bound by confidentiality.
          </p>
        </LegalSection>
        <LegalSection heading="h3" title="9. Your rights">
          <p>
            You may ask for access to your personal data and for it to be corrected, erased, restricted or
            transferred, and you may object to processing based on legitimate interests. To use these rights,{' '}
            <Link to="/contact">contact us</Link>; we reply within one month. Where your insurer gave us the
            data, we may pass your request to them.
          </p>
          <p>
            You can also complain to the Information Commissioner's Office at ico.org.uk or on 0303 123 1113,
            though we would welcome the chance to resolve your concern first.
          </p>
        </LegalSection>
        <LegalSection heading="h3" title="10. Changes to this notice">
          <p>
            We post changes on this page and update the date above. If a change is significant, we tell
            account holders by e-mail before it takes effect.
          </p>
        </LegalSection>
      </div>
    </LegalSection>
  );
}

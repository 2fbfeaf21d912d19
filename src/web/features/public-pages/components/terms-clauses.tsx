import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PROVIDER } from '@/web/features/public-pages/provider-details';

export const termsClauses: { title: string; body: ReactNode }[] = [
  {
    title: 'About these terms',
    body: (
      <>
        <p>
          1.1 These terms apply between {PROVIDER.name}, a company registered in England and Wales whose
          registered office is at 10 Finsbury Square, London EC2A 1AF ("we", "us"), the organization that
          subscribes to ClaimGuard (the "customer") and each person the customer authorises to use it (a
          "user").
        </p>
        <p>
          1.2 Where the customer has signed an order form with us, the order form prevails if it conflicts
          with these terms.
        </p>
      </>
    ),
  },
  {
    title: 'The service',
    body: (
      <p>
        ClaimGuard lets insurers and carriers check a device's IMEI at the point of claim, record the check,
        review, settle or deny claims, track replacement devices, run carrier checks and request
        financial-lock removal, through our web interface or by integration with claim-handling systems.
        Results reflect what our sources hold at the time of the check; they support, and do not replace, the
        customer's own claim decision.
      </p>
    ),
  },
  {
    title: 'Accounts and access',
    body: (
      <>
        <p>3.1 Accounts are created by invitation from us or from the customer's administrator.</p>
        <p>
          3.2 Users must keep their passwords confidential, must not share accounts and must tell us promptly
          of any unauthorised use.
        </p>
        <p>
          3.3 The customer is responsible for the roles it assigns and for removing users who no longer need
          access.
        </p>
      </>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <p>
        Users may check a device only in connection with a genuine claim, enquiry or recovery. They must not
        use results to identify or harass individuals, resell or scrape data, reverse engineer or overload the
        service, introduce malicious code, or try to reach another organization's records.
      </p>
    ),
  },
  {
    title: 'Customer data and data protection',
    body: (
      <>
        <p>
          5.1 The customer owns the claim data it enters and lets us use it to provide the service and, as
          fraud-prevention markers, to protect other customers, as described in our{' '}
          {/* Relative, so readers inside the dashboard stay inside it. */}
          <Link to="../privacy-policy" relative="path">
            Privacy and Cookie Policies
          </Link>
          .
        </p>
        <p>
          5.2 Each party complies with the UK GDPR and the Data Protection Act 2018. Where we process personal
          data on the customer's behalf, our data processing agreement applies. The customer must have a
          lawful basis for the checks it runs and must tell its policyholders about them.
        </p>
      </>
    ),
  },
  {
    title: 'Fees and payment',
    body: (
      <p>
        Fees are set out in the order form, are exclusive of VAT and are payable within 30 days of invoice. We
        may charge interest on late payments under the Late Payment of Commercial Debts (Interest) Act 1998.
      </p>
    ),
  },
  {
    title: 'Your right to cancel',
    body: (
      <>
        <p>
          7.1 ClaimGuard is provided to businesses. If you nevertheless contract with us as a consumer, you
          may cancel within 14 days of the day the contract is made, without giving a reason, under the
          Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013.
        </p>
        <p>
          7.2 To cancel, tell us through our <Link to="/contact">contact page</Link>. If you asked us to start
          the service during the cancellation period, you pay for the service provided up to the time you
          cancel.
        </p>
      </>
    ),
  },
  {
    title: 'Intellectual property',
    body: (
      <p>
        We and our licensors own all rights in ClaimGuard, its software and its databases. During the
        subscription the customer has a non-exclusive, non-transferable right to use ClaimGuard for its
        internal business purposes.
      </p>
    ),
  },
  {
    title: 'Suspension and termination',
    body: (
      <>
        <p>
          9.1 Either party may end the agreement by written notice if the other commits a material breach and,
          where the breach can be remedied, fails to remedy it within 21 days of receiving written notice
          asking it to do so.
        </p>
        <p>9.2 Either party may end the agreement at once if the other becomes insolvent.</p>
        <p>
          9.3 We may suspend access where needed to protect the service, other customers or data subjects, or
          where the law requires, and will restore it once the reason has gone.
        </p>
      </>
    ),
  },
  {
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          10.1 Nothing in these terms limits liability for death or personal injury caused by negligence, for
          fraud, or for anything else that cannot be limited by law.
        </p>
        <p>
          10.2 Subject to 10.1, we are not liable for loss of profits, revenue, business, goodwill or
          anticipated savings, or for any indirect or consequential loss.
        </p>
        <p>
          10.3 Subject to 10.1, our total liability arising out of or in connection with these terms is
          limited to the amounts paid by the customer for the service in the previous 12 months, counted back
          from the event giving rise to the claim.
        </p>
      </>
    ),
  },
  {
    title: 'Changes to the service and these terms',
    body: (
      <p>
        We may improve ClaimGuard, but will not materially reduce its functionality during a paid term. We
        give the customer's administrators at least 30 days' notice by e-mail of material changes to these
        terms.
      </p>
    ),
  },
  {
    title: 'Dispute resolution',
    body: (
      <>
        <p>
          12.1 Either party may give written notice of a dispute. Senior representatives of both parties will
          then try in good faith to resolve it, and if they cannot, the parties will attempt mediation under
          the Centre for Effective Dispute Resolution (CEDR) Model Mediation Procedure.
        </p>
        <p>
          12.2 Neither party may start court proceedings until 42 days after the notice of dispute (the
          mediation window), except to seek urgent injunctive relief or to stop a limitation period from
          expiring.
        </p>
      </>
    ),
  },
  {
    title: 'Governing law and jurisdiction',
    body: (
      <p>
        These terms, and any dispute or claim arising out of or in connection with them, are governed by
        English law. The courts of England and Wales have exclusive jurisdiction, subject to clause 12. If you
        are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local
        courts.
      </p>
    ),
  },
];

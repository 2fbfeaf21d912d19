// What the app's routes and other features may use of the public-pages feature; everything else in this folder is
// private to it (`npm run lint:borders`).
export { ContactPage } from './components/contact-page';
export { LandingPage } from './components/landing-page';
export { NotFoundPage } from './components/not-found-page';
export { PrivacyPolicyPage } from './components/privacy-policy-page';
export { TermsOfUsePage } from './components/terms-of-use-page';

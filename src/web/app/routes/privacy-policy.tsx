// Placeholder until the public-pages work lands.
export default function PrivacyPolicyRoute() {
  return <main className="p-8">privacy-policy</main>;
}

// Placeholder until the public-pages work lands.
export default function TermsOfUseRoute() {
  return <main className="p-8">terms-of-use</main>;
}

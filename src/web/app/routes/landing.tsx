// Placeholder until the public-pages work lands.
export default function LandingRoute() {
  return <main className="p-8">landing</main>;
}

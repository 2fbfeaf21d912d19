// Placeholder until the public-pages work lands.
export default function ContactRoute() {
  return <main className="p-8">contact</main>;
}

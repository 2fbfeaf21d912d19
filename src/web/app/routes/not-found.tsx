// Placeholder until the public-pages work lands.
export default function NotFoundRoute() {
  return <main className="p-8">not-found</main>;
}

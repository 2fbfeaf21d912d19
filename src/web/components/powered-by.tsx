/** The 'Powered by' footer of the carrier screens: the device data comes from the carrier's own network service. */
export function PoweredBy() {
  return (
    <footer className="mt-8 flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <span>Powered by</span>
      <svg viewBox="0 0 24 24" className="size-5 text-destructive" aria-hidden="true">
        <path fill="currentColor" d="M9.5 17.6 3 10.9l1.9-1.9 4.6 4.7L19.1 4l1.9 1.9z" />
      </svg>
      <span className="font-semibold text-foreground">Carrier Network Services</span>
    </footer>
  );
}

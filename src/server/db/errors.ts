/** PostgreSQL's unique_violation (23505), whether the driver's error comes bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

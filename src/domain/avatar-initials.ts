/** Sidebar avatar fallback: the first two letters of the e-mail's local part, upper-cased, else 'U'. */
export function avatarInitials(email: string | null | undefined): string {
  const localPart = email?.split('@')[0]?.trim() ?? '';
  return localPart ? localPart.slice(0, 2).toUpperCase() : 'U';
}

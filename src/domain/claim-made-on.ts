/**
 * The date a claim was made, as the registry records it: the loss date when FNOL gave one, else the day the claim
 * was taken in (the intake's check, as a UTC day). Never the day it was paid out.
 */
export function claimMadeOn({ lossDate, checkedAt }: { lossDate: string | null; checkedAt: Date }): string {
  return lossDate ?? checkedAt.toISOString().slice(0, 10);
}

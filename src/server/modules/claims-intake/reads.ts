/** What a bulk intake reads of the intake: the same claim types and earlier records, for all of a file's devices. */
export { type ClaimTypes, type IntakeContext, loadIntakeContext } from './queries';

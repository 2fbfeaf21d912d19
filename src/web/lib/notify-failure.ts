import { describeFailure, type FailureNotice, type FailureRule } from './describe-failure';
import { notify } from './notify';

/** Shows the notice of a failed action: the server's reason where it says why, else the fallback. */
export function showFailure(error: unknown, fallback: FailureNotice, rule?: FailureRule): void {
  const notice = describeFailure(error, fallback, rule);
  notify.error(notice.title, notice.description, notice.duration);
}

/**
 * The failure notice of an action ('Error creating organization' with the message). Where the server gives its
 * own heading ('No Matching Organization', 'Invalid file type') that heading is shown instead.
 */
export function notifyFailure(title: string, error: Error): void {
  showFailure(error, { title, description: error.message });
}

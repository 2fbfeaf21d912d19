import { ApiError } from './api-client';
import { notify } from './notify';

/**
 * The failure notice of an action ('Error creating organization' with the message). Where the server gives its
 * own heading ('No Matching Organization', 'Invalid file type') that heading is shown instead.
 */
export function notifyFailure(title: string, error: Error): void {
  const heading = error instanceof ApiError && error.title ? error.title : title;
  notify.error(heading, error.message);
}

import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import { NOTICE_DURATION_MS, notify } from './notify';

/** What a form's rules answer: what to send, or the first failing rule with its notice's title. */
export type RulesOutcome<Output> =
  | { ok: true; values: Output }
  | { ok: false; title: string; message: string };

/**
 * A react-hook-form resolver from the domain function that runs a form's rules in order (`validateIntake`,
 * `validateSettlement`): the form sends what the rules answer, or stops at the first failing rule, kept as the
 * form's root error with the notice's title as its type (no field is marked, so none takes the focus).
 */
export function rulesResolver<Values extends FieldValues, Output>(
  rules: (values: Values) => RulesOutcome<Output>,
): Resolver<Values, unknown, Output> {
  return (values): ResolverResult<Values, Output> => {
    const outcome = rules(values);
    if (outcome.ok) return { values: outcome.values, errors: {} };
    const failure = { root: { type: outcome.title, message: outcome.message } };
    return { values: {}, errors: failure as FieldErrors<Values> };
  };
}

/** The invalid-submit handler of a form checked by `rulesResolver`: the failing rule's notice, under its title. */
export function notifyRuleFailure<Values extends FieldValues>(errors: FieldErrors<Values>): void {
  const failure = errors.root;
  if (failure) notify.error(String(failure.type), failure.message, NOTICE_DURATION_MS);
}

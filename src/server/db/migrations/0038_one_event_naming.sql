-- One naming convention for the events of the audit log: <subject>.<what happened>, both in snake case (as the webhook
-- types). Rows stored under the earlier names are renamed, so the Audit Log's action filter finds old and new alike;
-- the FinLock request's audit event takes the name of its webhook event (one event, written once).
UPDATE "audit_events" SET "action" = CASE "action"
  WHEN 'organisation.settings-changed' THEN 'organisation.settings_changed'
  WHEN 'role.granted-by-operator' THEN 'role.granted_by_operator'
  WHEN 'monitoring.settings-changed' THEN 'monitoring.settings_changed'
  WHEN 'monitoring.run-started' THEN 'monitoring.run_started'
  WHEN 'sign-in.failed' THEN 'sign_in.failed'
  WHEN 'sign-in.locked-out' THEN 'sign_in.locked_out'
  WHEN 'claim-type.added' THEN 'claim_type.added'
  WHEN 'claim-type.removed' THEN 'claim_type.removed'
  WHEN 'denial-reason.added' THEN 'denial_reason.added'
  WHEN 'denial-reason.removed' THEN 'denial_reason.removed'
  WHEN 'device-search.budget-warning-sent' THEN 'device_search.budget_warning_sent'
  WHEN 'api-key.created' THEN 'api_key.created'
  WHEN 'api-key.revoked' THEN 'api_key.revoked'
  WHEN 'claim.registry-retried' THEN 'claim.registry_retried'
  WHEN 'claim.registry-sent-again' THEN 'claim.registry_sent_again'
  WHEN 'claim.registry-confirmed' THEN 'claim.registry_confirmed'
  WHEN 'two-factor.enabled' THEN 'two_factor.enabled'
  WHEN 'two-factor.disabled' THEN 'two_factor.disabled'
  WHEN 'two-factor.reset' THEN 'two_factor.reset'
  WHEN 'bulk-intake.created' THEN 'bulk_intake.created'
  WHEN 'bulk-intake.retried' THEN 'bulk_intake.retried'
  WHEN 'bulk-intake.stopped' THEN 'bulk_intake.stopped'
  WHEN 'bulk-intake.finished' THEN 'bulk_intake.finished'
  WHEN 'finlock_request.created' THEN 'finlock.requested'
  ELSE "action"
END
WHERE "action" IN ('organisation.settings-changed', 'role.granted-by-operator', 'monitoring.settings-changed', 'monitoring.run-started', 'sign-in.failed', 'sign-in.locked-out', 'claim-type.added', 'claim-type.removed', 'denial-reason.added', 'denial-reason.removed', 'device-search.budget-warning-sent', 'api-key.created', 'api-key.revoked', 'claim.registry-retried', 'claim.registry-sent-again', 'claim.registry-confirmed', 'two-factor.enabled', 'two-factor.disabled', 'two-factor.reset', 'bulk-intake.created', 'bulk-intake.retried', 'bulk-intake.stopped', 'bulk-intake.finished', 'finlock_request.created');

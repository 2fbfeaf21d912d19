-- An organisation admin deactivates a member: while set, the member has no session, sign-in or working API key.
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;

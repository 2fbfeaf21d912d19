ALTER TABLE "mail_outbox" ADD COLUMN "kind" text;--> statement-breakpoint
-- Mail kept before kinds were: reset and invitation mails are known by their link's path. A contact message quoting
-- such a path is taken for one too: hiding a harmless link beats showing a real one.
UPDATE mail_outbox SET kind = CASE
  WHEN text LIKE '%/reset-password?%' THEN 'password-reset'
  WHEN text LIKE '%/accept-invite?%' THEN 'invitation'
  ELSE 'contact'
END;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET NOT NULL;

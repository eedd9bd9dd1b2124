-- The admin's Texts page: how many times a failed text was sent again.
ALTER TABLE "SmsDelivery" ADD COLUMN     "resends" INTEGER NOT NULL DEFAULT 0;

-- An admin's send-again joins the audit log as an email's resend does (audit_emails migration): only
-- updates (it changes the state and the resend count, never the number or the words), and only when
-- an admin is acting, so that the workers' many writes to this table do not even build the rows the
-- trigger function compares.
CREATE TRIGGER "SmsDelivery_audit" AFTER UPDATE ON "SmsDelivery" FOR EACH ROW
  WHEN (coalesce(current_setting('spotless.audit_actor', true), '') <> '')
  EXECUTE FUNCTION spotless_audit_write('sms', 'id');

-- The admin audit log only grows: any UPDATE, DELETE or TRUNCATE of it is refused (SECURITY L6).
CREATE FUNCTION admin_audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER admin_audit_log_append_only
  BEFORE UPDATE OR DELETE ON admin_audit_log
  FOR EACH ROW EXECUTE FUNCTION admin_audit_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER admin_audit_log_no_truncate
  BEFORE TRUNCATE ON admin_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_refuse_change();--> statement-breakpoint
-- Badges shared before cards became opt-in keep answering.
UPDATE badges SET shared_at = updated_at WHERE shared_count > 0 AND shared_at IS NULL;

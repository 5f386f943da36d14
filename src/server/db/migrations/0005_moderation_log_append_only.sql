-- The moderation log only grows: any UPDATE, DELETE or TRUNCATE of it is refused.
CREATE FUNCTION moderation_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER moderation_log_append_only
  BEFORE UPDATE OR DELETE ON moderation_log
  FOR EACH ROW EXECUTE FUNCTION moderation_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER moderation_log_no_truncate
  BEFORE TRUNCATE ON moderation_log
  FOR EACH STATEMENT EXECUTE FUNCTION moderation_log_refuse_change();

-- The audit log's unfiltered listing says how many entries it holds (the REST envelope's totalDoc): an
-- exact count that read every entry (hundreds of thousands after a few years) for each page. It is
-- kept instead, in the same transaction as the entries it counts, so it is as exact as counting
-- (the log is append-only: nothing removes an entry; a retention migration that did would have to
-- take its entries off the tally too).
CREATE TABLE "AuditLogTally" (
    "id" SERIAL NOT NULL,
    "entries" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AuditLogTally_pkey" PRIMARY KEY ("id")
);

-- No entry is written between the count and the trigger.
LOCK TABLE "AuditLogEntry" IN SHARE ROW EXCLUSIVE MODE;

INSERT INTO "AuditLogTally" ("entries") SELECT count(*) FROM "AuditLogEntry";
-- Sixteen rows: as many transactions adding entries at once each add to a row of their own.
INSERT INTO "AuditLogTally" ("entries") SELECT 0 FROM generate_series(2, 16);

-- The entries an INSERT statement added, added to a row of the tally that no other transaction holds
-- (SKIP LOCKED: it never waits, so it can neither slow nor deadlock admins writing at once; when all
-- are held it adds a row). The transaction keeps to the row it took (a transaction-local setting).
CREATE FUNCTION spotless_audit_tally() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added bigint;
  tally int := nullif(current_setting('spotless.audit_tally', true), '')::int;
BEGIN
  SELECT count(*) INTO added FROM added_entries;
  IF added = 0 THEN RETURN NULL; END IF;
  IF tally IS NULL THEN
    SELECT id INTO tally FROM "AuditLogTally" ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF tally IS NULL THEN
      INSERT INTO "AuditLogTally" ("entries") VALUES (0) RETURNING id INTO tally;
    END IF;
    PERFORM set_config('spotless.audit_tally', tally::text, true);
  END IF;
  UPDATE "AuditLogTally" SET "entries" = "entries" + added WHERE id = tally;
  RETURN NULL;
END $$;

CREATE TRIGGER "AuditLogEntry_tally" AFTER INSERT ON "AuditLogEntry" REFERENCING NEW TABLE AS added_entries
  FOR EACH STATEMENT EXECUTE FUNCTION spotless_audit_tally();
-- Whatever the session's replication role (a bulk load that sets it to replica to skip other triggers still counts).
ALTER TABLE "AuditLogEntry" ENABLE ALWAYS TRIGGER "AuditLogEntry_tally";

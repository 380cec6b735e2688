-- The day sums of the journal (asiento_saldo_dia) kept by the database itself: whatever writes,
-- reassigns or removes entry lines (the posting handlers' multi-row inserts, Record.update), the
-- same statement adds its lines to, or takes them from, their (issuer, Costa Rica day, account)
-- rows, in its own transaction. One statement-level trigger per operation reads the statement's
-- transition tables and upserts one grouped row per key, in key order, so two transactions that
-- post to the same accounts lock their rows in the same order and never deadlock.

CREATE OR REPLACE FUNCTION asiento_saldo_dia_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asiento_saldo_dia AS s (emisor_id, dia, cuenta_id, debe, haber, lineas)
  SELECT emisor_id, jit_dia_cr(fecha), cuenta_id, sum(debe), sum(haber), count(*)
  FROM nuevas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (emisor_id, dia, cuenta_id) DO UPDATE SET
    debe = s.debe + excluded.debe, haber = s.haber + excluded.haber, lineas = s.lineas + excluded.lineas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION asiento_saldo_dia_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asiento_saldo_dia AS s (emisor_id, dia, cuenta_id, debe, haber, lineas)
  SELECT emisor_id, jit_dia_cr(fecha), cuenta_id, -sum(debe), -sum(haber), -count(*)
  FROM viejas GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (emisor_id, dia, cuenta_id) DO UPDATE SET
    debe = s.debe + excluded.debe, haber = s.haber + excluded.haber, lineas = s.lineas + excluded.lineas;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update (a line moved to another account): the old rows out, the new ones in, netted per key.
CREATE OR REPLACE FUNCTION asiento_saldo_dia_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asiento_saldo_dia AS s (emisor_id, dia, cuenta_id, debe, haber, lineas)
  SELECT emisor_id, dia, cuenta_id, sum(debe), sum(haber), sum(n)
  FROM (
    SELECT emisor_id, jit_dia_cr(fecha) AS dia, cuenta_id, debe, haber, 1 AS n FROM nuevas
    UNION ALL
    SELECT emisor_id, jit_dia_cr(fecha), cuenta_id, -debe, -haber, -1 FROM viejas
  ) d
  GROUP BY 1, 2, 3
  HAVING sum(debe) <> 0 OR sum(haber) <> 0 OR sum(n) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (emisor_id, dia, cuenta_id) DO UPDATE SET
    debe = s.debe + excluded.debe, haber = s.haber + excluded.haber, lineas = s.lineas + excluded.lineas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER asiento_saldo_dia_ins AFTER INSERT ON asiento_linea
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION asiento_saldo_dia_ins();
--> statement-breakpoint
CREATE TRIGGER asiento_saldo_dia_del AFTER DELETE ON asiento_linea
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION asiento_saldo_dia_del();
--> statement-breakpoint
CREATE TRIGGER asiento_saldo_dia_upd AFTER UPDATE ON asiento_linea
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION asiento_saldo_dia_upd();
--> statement-breakpoint
-- The lines posted before the sums existed.
INSERT INTO asiento_saldo_dia (emisor_id, dia, cuenta_id, debe, haber, lineas)
SELECT emisor_id, jit_dia_cr(fecha), cuenta_id, sum(debe), sum(haber), count(*)
FROM asiento_linea GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Issuers that already had accounting on: the stock moves and cash sessions made before the
-- module posted them get posted once (contabilidad.pendientes queues only what has no entry).
INSERT INTO outbox (id, kind, key, payload, emisor_ref)
SELECT gen_random_uuid(), 'contabilidad.pendientes', 'contabilidad.pendientes:' || emisor_id || ':inicial', jsonb_build_object('emisorId', emisor_id), emisor_id
FROM emisor WHERE (modulos->>'accountingModule')::boolean
ON CONFLICT (key) DO NOTHING;

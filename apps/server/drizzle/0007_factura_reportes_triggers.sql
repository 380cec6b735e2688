-- Read models of modules/factura-reportes, kept by triggers on factura so that every writer
-- (issuing, sending, credit notes, imports, tests) keeps them right without knowing them.
-- Trigger functions run as the writer (jit_app, bound by row-level security): they only touch
-- rows of the document's own issuer.

-- Accent- and case-free search text (the same function normalises the stored text and the query).
CREATE OR REPLACE FUNCTION jit_busqueda(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(coalesce(p, ''),
    'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION factura_contraparte_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.receptor_nombre IS NOT NULL AND (TG_OP = 'INSERT'
      OR OLD.receptor_nombre IS DISTINCT FROM NEW.receptor_nombre
      OR OLD.receptor_identificacion IS DISTINCT FROM NEW.receptor_identificacion
      OR OLD.documento IS DISTINCT FROM NEW.documento) THEN
    INSERT INTO factura_contraparte (emisor_id, documento, nombre, identificacion, busqueda)
    VALUES (NEW.emisor_id, NEW.documento, NEW.receptor_nombre, coalesce(NEW.receptor_identificacion, ''),
            jit_busqueda(NEW.receptor_nombre || ' ' || coalesce(NEW.receptor_identificacion, '')))
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER factura_contraparte AFTER INSERT OR UPDATE OF receptor_nombre, receptor_identificacion, documento ON factura
  FOR EACH ROW EXECUTE FUNCTION factura_contraparte_trg();
--> statement-breakpoint
-- Adds (signo 1) or takes away (signo -1) one document from its day row. Costa Rica keeps
-- UTC-6 all year, so its calendar day is the UTC time minus six hours.
CREATE OR REPLACE FUNCTION factura_resumen_dia_aplicar(p_emisor uuid, p_fecha timestamptz, p_documento text, p_moneda text,
    p_estado text, p_signo integer, p_total numeric, p_tipo_cambio numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO factura_resumen_dia AS r (emisor_id, dia, documento, codigo_moneda, estado_documento, documentos, total_comprobante, total_comprobante_crc)
  VALUES (p_emisor, ((p_fecha AT TIME ZONE 'UTC') - interval '6 hours')::date, p_documento, p_moneda, p_estado,
          p_signo, p_signo * p_total, p_signo * p_total * p_tipo_cambio)
  ON CONFLICT (emisor_id, dia, documento, codigo_moneda, estado_documento) DO UPDATE SET
    documentos = r.documentos + excluded.documentos,
    total_comprobante = r.total_comprobante + excluded.total_comprobante,
    total_comprobante_crc = r.total_comprobante_crc + excluded.total_comprobante_crc
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION factura_resumen_dia_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM factura_resumen_dia_aplicar(NEW.emisor_id, NEW.fecha_emision, NEW.documento, NEW.codigo_moneda, NEW.estado_documento, 1, NEW.total_comprobante, NEW.tipo_cambio);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM factura_resumen_dia_aplicar(OLD.emisor_id, OLD.fecha_emision, OLD.documento, OLD.codigo_moneda, OLD.estado_documento, -1, OLD.total_comprobante, OLD.tipo_cambio);
  ELSIF (OLD.fecha_emision, OLD.documento, OLD.codigo_moneda, OLD.estado_documento, OLD.total_comprobante, OLD.tipo_cambio)
        IS DISTINCT FROM (NEW.fecha_emision, NEW.documento, NEW.codigo_moneda, NEW.estado_documento, NEW.total_comprobante, NEW.tipo_cambio) THEN
    -- Two day rows change: lock them in estadoDocumento order, so that two documents changing
    -- state at the same time can never wait on each other in a cycle.
    IF OLD.estado_documento <= NEW.estado_documento THEN
      PERFORM factura_resumen_dia_aplicar(OLD.emisor_id, OLD.fecha_emision, OLD.documento, OLD.codigo_moneda, OLD.estado_documento, -1, OLD.total_comprobante, OLD.tipo_cambio);
      PERFORM factura_resumen_dia_aplicar(NEW.emisor_id, NEW.fecha_emision, NEW.documento, NEW.codigo_moneda, NEW.estado_documento, 1, NEW.total_comprobante, NEW.tipo_cambio);
    ELSE
      PERFORM factura_resumen_dia_aplicar(NEW.emisor_id, NEW.fecha_emision, NEW.documento, NEW.codigo_moneda, NEW.estado_documento, 1, NEW.total_comprobante, NEW.tipo_cambio);
      PERFORM factura_resumen_dia_aplicar(OLD.emisor_id, OLD.fecha_emision, OLD.documento, OLD.codigo_moneda, OLD.estado_documento, -1, OLD.total_comprobante, OLD.tipo_cambio);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER factura_resumen_dia AFTER INSERT OR DELETE OR UPDATE OF fecha_emision, documento, codigo_moneda, estado_documento, total_comprobante, tipo_cambio ON factura
  FOR EACH ROW EXECUTE FUNCTION factura_resumen_dia_trg();
--> statement-breakpoint
-- Documents that already exist (visible when migrating as a role that row-level security does not bind).
INSERT INTO factura_contraparte (emisor_id, documento, nombre, identificacion, busqueda)
SELECT DISTINCT emisor_id, documento, receptor_nombre, coalesce(receptor_identificacion, ''), jit_busqueda(receptor_nombre || ' ' || coalesce(receptor_identificacion, ''))
FROM factura WHERE receptor_nombre IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO factura_resumen_dia (emisor_id, dia, documento, codigo_moneda, estado_documento, documentos, total_comprobante, total_comprobante_crc)
SELECT emisor_id, ((fecha_emision AT TIME ZONE 'UTC') - interval '6 hours')::date, documento, codigo_moneda, estado_documento,
       count(*), sum(total_comprobante), sum(total_comprobante * tipo_cambio)
FROM factura GROUP BY 1, 2, 3, 4, 5
ON CONFLICT DO NOTHING;

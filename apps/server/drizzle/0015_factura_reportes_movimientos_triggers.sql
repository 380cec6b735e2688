-- The report read models out of the hot path (docs/FACTURAS.md «Throughput»). Until now every
-- issue and every state change upserted its (day, type, currency, state) row of
-- factura_resumen_dia and its rate rows of factura_impuesto_dia, so every writer of that day
-- waited on those few rows until its commit. Now the triggers only append movements
-- (factura_resumen_mov, factura_impuesto_mov: no row lock, writers never wait on each other), a
-- batch of issued documents appends one grouped movement per key, and the server folds the
-- movements into the day rows a moment later (factura_reportes_plegar, run by
-- modules/factura/reportes/plegar.ts). Readers read the views *_v: day rows plus the movements not
-- folded yet, so every total is exact at every moment.

-- A document's header totals, added (1) or taken away (-1), as a movement.
CREATE OR REPLACE FUNCTION factura_resumen_dia_aplicar(r factura, p_signo integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO factura_resumen_mov (emisor_id, dia, documento, codigo_moneda, estado_documento, documentos, total_comprobante, total_serv_gravados, total_serv_exentos, total_serv_exonerado, total_serv_no_sujeto, total_mercancias_gravadas, total_mercancias_exentas, total_merc_exonerada, total_merc_no_sujeta, total_gravado, total_exento, total_exonerado, total_no_sujeto, total_venta, total_descuentos, total_venta_neta, total_impuesto, total_iva_devuelto, total_otros_cargos, total_comprobante_crc, total_serv_gravados_crc, total_serv_exentos_crc, total_serv_exonerado_crc, total_serv_no_sujeto_crc, total_mercancias_gravadas_crc, total_mercancias_exentas_crc, total_merc_exonerada_crc, total_merc_no_sujeta_crc, total_gravado_crc, total_exento_crc, total_exonerado_crc, total_no_sujeto_crc, total_venta_crc, total_descuentos_crc, total_venta_neta_crc, total_impuesto_crc, total_iva_devuelto_crc, total_otros_cargos_crc)
  VALUES (r.emisor_id, jit_dia_cr(r.fecha_emision), r.documento, r.codigo_moneda, r.estado_documento, p_signo, p_signo * r.total_comprobante, p_signo * r.total_serv_gravados, p_signo * r.total_serv_exentos, p_signo * r.total_serv_exonerado, p_signo * r.total_serv_no_sujeto, p_signo * r.total_mercancias_gravadas, p_signo * r.total_mercancias_exentas, p_signo * r.total_merc_exonerada, p_signo * r.total_merc_no_sujeta, p_signo * r.total_gravado, p_signo * r.total_exento, p_signo * r.total_exonerado, p_signo * r.total_no_sujeto, p_signo * r.total_venta, p_signo * r.total_descuentos, p_signo * r.total_venta_neta, p_signo * r.total_impuesto, p_signo * r.total_iva_devuelto, p_signo * r.total_otros_cargos, p_signo * r.total_comprobante * r.tipo_cambio, p_signo * r.total_serv_gravados * r.tipo_cambio, p_signo * r.total_serv_exentos * r.tipo_cambio, p_signo * r.total_serv_exonerado * r.tipo_cambio, p_signo * r.total_serv_no_sujeto * r.tipo_cambio, p_signo * r.total_mercancias_gravadas * r.tipo_cambio, p_signo * r.total_mercancias_exentas * r.tipo_cambio, p_signo * r.total_merc_exonerada * r.tipo_cambio, p_signo * r.total_merc_no_sujeta * r.tipo_cambio, p_signo * r.total_gravado * r.tipo_cambio, p_signo * r.total_exento * r.tipo_cambio, p_signo * r.total_exonerado * r.tipo_cambio, p_signo * r.total_no_sujeto * r.tipo_cambio, p_signo * r.total_venta * r.tipo_cambio, p_signo * r.total_descuentos * r.tipo_cambio, p_signo * r.total_venta_neta * r.tipo_cambio, p_signo * r.total_impuesto * r.tipo_cambio, p_signo * r.total_iva_devuelto * r.tipo_cambio, p_signo * r.total_otros_cargos * r.tipo_cambio)
$$;
--> statement-breakpoint
-- A document's lines per tax code and rate, added or taken away, as movements.
CREATE OR REPLACE FUNCTION factura_impuesto_dia_aplicar(r factura, p_signo integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO factura_impuesto_mov (emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento, lineas, base, impuesto, exoneracion, base_crc, impuesto_crc, exoneracion_crc)
  SELECT r.emisor_id, jit_dia_cr(r.fecha_emision), r.documento, r.codigo_moneda, r.estado_documento, t.codigo, t.cti, t.tarifa, t.tratamiento,
         p_signo * count(*), p_signo * sum(t.base), p_signo * sum(t.impuesto), p_signo * sum(t.exoneracion),
         p_signo * sum(t.base) * r.tipo_cambio, p_signo * sum(t.impuesto) * r.tipo_cambio, p_signo * sum(t.exoneracion) * r.tipo_cambio
  FROM factura_linea l
  CROSS JOIN LATERAL (
    SELECT coalesce(i->>'codigo', '') AS codigo, coalesce(i->>'codigoTarifaIVA', '') AS cti,
           coalesce(trim_scale((i->>'tarifa')::numeric)::text, '') AS tarifa, l.tratamiento, l.sub_total AS base,
           coalesce((i->>'monto')::numeric, 0) AS impuesto, coalesce((i->'exoneracion'->>'montoExoneracion')::numeric, 0) AS exoneracion
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(l.impuestos) = 'array' AND jsonb_array_length(l.impuestos) > 0 THEN l.impuestos ELSE '[null]'::jsonb END) i
  ) t
  WHERE l.emisor_id = r.emisor_id AND l.factura_id = r.id
  GROUP BY t.codigo, t.cti, t.tarifa, t.tratamiento
$$;
--> statement-breakpoint
-- A header changed or deleted: its old key out, its new key in (appends: no lock order to keep).
CREATE OR REPLACE FUNCTION factura_resumen_dia_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM factura_resumen_dia_aplicar(OLD, -1);
    PERFORM factura_impuesto_dia_aplicar(OLD, -1);
  ELSIF (OLD.fecha_emision, OLD.documento, OLD.codigo_moneda, OLD.estado_documento, OLD.tipo_cambio, OLD.total_comprobante, OLD.total_serv_gravados, OLD.total_serv_exentos, OLD.total_serv_exonerado, OLD.total_serv_no_sujeto, OLD.total_mercancias_gravadas, OLD.total_mercancias_exentas, OLD.total_merc_exonerada, OLD.total_merc_no_sujeta, OLD.total_gravado, OLD.total_exento, OLD.total_exonerado, OLD.total_no_sujeto, OLD.total_venta, OLD.total_descuentos, OLD.total_venta_neta, OLD.total_impuesto, OLD.total_iva_devuelto, OLD.total_otros_cargos)
        IS DISTINCT FROM (NEW.fecha_emision, NEW.documento, NEW.codigo_moneda, NEW.estado_documento, NEW.tipo_cambio, NEW.total_comprobante, NEW.total_serv_gravados, NEW.total_serv_exentos, NEW.total_serv_exonerado, NEW.total_serv_no_sujeto, NEW.total_mercancias_gravadas, NEW.total_mercancias_exentas, NEW.total_merc_exonerada, NEW.total_merc_no_sujeta, NEW.total_gravado, NEW.total_exento, NEW.total_exonerado, NEW.total_no_sujeto, NEW.total_venta, NEW.total_descuentos, NEW.total_venta_neta, NEW.total_impuesto, NEW.total_iva_devuelto, NEW.total_otros_cargos) THEN
    PERFORM factura_resumen_dia_aplicar(OLD, -1);
    PERFORM factura_resumen_dia_aplicar(NEW, 1);
    IF (OLD.fecha_emision, OLD.documento, OLD.codigo_moneda, OLD.estado_documento, OLD.tipo_cambio)
       IS DISTINCT FROM (NEW.fecha_emision, NEW.documento, NEW.codigo_moneda, NEW.estado_documento, NEW.tipo_cambio) THEN
      PERFORM factura_impuesto_dia_aplicar(OLD, -1);
      PERFORM factura_impuesto_dia_aplicar(NEW, 1);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS factura_resumen_dia ON factura;
--> statement-breakpoint
CREATE TRIGGER factura_resumen_dia AFTER DELETE OR UPDATE OF fecha_emision, documento, codigo_moneda, estado_documento, tipo_cambio, total_comprobante, total_serv_gravados, total_serv_exentos, total_serv_exonerado, total_serv_no_sujeto, total_mercancias_gravadas, total_mercancias_exentas, total_merc_exonerada, total_merc_no_sujeta, total_gravado, total_exento, total_exonerado, total_no_sujeto, total_venta, total_descuentos, total_venta_neta, total_impuesto, total_iva_devuelto, total_otros_cargos ON factura
  FOR EACH ROW EXECUTE FUNCTION factura_resumen_dia_trg();
--> statement-breakpoint
-- Headers inserted (a whole batch in one statement): one grouped movement per key, and their new
-- counterparties for the search.
CREATE OR REPLACE FUNCTION factura_insertadas_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO factura_resumen_mov (emisor_id, dia, documento, codigo_moneda, estado_documento, documentos, total_comprobante, total_serv_gravados, total_serv_exentos, total_serv_exonerado, total_serv_no_sujeto, total_mercancias_gravadas, total_mercancias_exentas, total_merc_exonerada, total_merc_no_sujeta, total_gravado, total_exento, total_exonerado, total_no_sujeto, total_venta, total_descuentos, total_venta_neta, total_impuesto, total_iva_devuelto, total_otros_cargos, total_comprobante_crc, total_serv_gravados_crc, total_serv_exentos_crc, total_serv_exonerado_crc, total_serv_no_sujeto_crc, total_mercancias_gravadas_crc, total_mercancias_exentas_crc, total_merc_exonerada_crc, total_merc_no_sujeta_crc, total_gravado_crc, total_exento_crc, total_exonerado_crc, total_no_sujeto_crc, total_venta_crc, total_descuentos_crc, total_venta_neta_crc, total_impuesto_crc, total_iva_devuelto_crc, total_otros_cargos_crc)
  SELECT emisor_id, jit_dia_cr(fecha_emision), documento, codigo_moneda, estado_documento, count(*), sum(total_comprobante), sum(total_serv_gravados), sum(total_serv_exentos), sum(total_serv_exonerado), sum(total_serv_no_sujeto), sum(total_mercancias_gravadas), sum(total_mercancias_exentas), sum(total_merc_exonerada), sum(total_merc_no_sujeta), sum(total_gravado), sum(total_exento), sum(total_exonerado), sum(total_no_sujeto), sum(total_venta), sum(total_descuentos), sum(total_venta_neta), sum(total_impuesto), sum(total_iva_devuelto), sum(total_otros_cargos), sum(total_comprobante * tipo_cambio), sum(total_serv_gravados * tipo_cambio), sum(total_serv_exentos * tipo_cambio), sum(total_serv_exonerado * tipo_cambio), sum(total_serv_no_sujeto * tipo_cambio), sum(total_mercancias_gravadas * tipo_cambio), sum(total_mercancias_exentas * tipo_cambio), sum(total_merc_exonerada * tipo_cambio), sum(total_merc_no_sujeta * tipo_cambio), sum(total_gravado * tipo_cambio), sum(total_exento * tipo_cambio), sum(total_exonerado * tipo_cambio), sum(total_no_sujeto * tipo_cambio), sum(total_venta * tipo_cambio), sum(total_descuentos * tipo_cambio), sum(total_venta_neta * tipo_cambio), sum(total_impuesto * tipo_cambio), sum(total_iva_devuelto * tipo_cambio), sum(total_otros_cargos * tipo_cambio)
  FROM nuevas GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO factura_contraparte (emisor_id, documento, nombre, identificacion, busqueda)
  SELECT DISTINCT emisor_id, documento, receptor_nombre, coalesce(receptor_identificacion, ''),
         jit_busqueda(receptor_nombre || ' ' || coalesce(receptor_identificacion, ''))
  FROM nuevas WHERE receptor_nombre IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER factura_insertadas AFTER INSERT ON factura
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION factura_insertadas_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS factura_contraparte ON factura;
--> statement-breakpoint
CREATE TRIGGER factura_contraparte AFTER UPDATE OF receptor_nombre, receptor_identificacion, documento ON factura
  FOR EACH ROW EXECUTE FUNCTION factura_contraparte_trg();
--> statement-breakpoint
-- Lines inserted or deleted: one grouped movement per statement (a 1,000-line invoice, or a batch).
CREATE OR REPLACE FUNCTION factura_linea_impuesto_dia_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO factura_impuesto_mov (emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento, lineas, base, impuesto, exoneracion, base_crc, impuesto_crc, exoneracion_crc)
  SELECT f.emisor_id, jit_dia_cr(f.fecha_emision), f.documento, f.codigo_moneda, f.estado_documento, t.codigo, t.cti, t.tarifa, t.tratamiento,
         count(*), sum(t.base), sum(t.impuesto), sum(t.exoneracion),
         sum(t.base * f.tipo_cambio), sum(t.impuesto * f.tipo_cambio), sum(t.exoneracion * f.tipo_cambio)
  FROM nuevas l JOIN factura f ON f.emisor_id = l.emisor_id AND f.id = l.factura_id
  CROSS JOIN LATERAL (
    SELECT coalesce(i->>'codigo', '') AS codigo, coalesce(i->>'codigoTarifaIVA', '') AS cti,
           coalesce(trim_scale((i->>'tarifa')::numeric)::text, '') AS tarifa, l.tratamiento, l.sub_total AS base,
           coalesce((i->>'monto')::numeric, 0) AS impuesto, coalesce((i->'exoneracion'->>'montoExoneracion')::numeric, 0) AS exoneracion
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(l.impuestos) = 'array' AND jsonb_array_length(l.impuestos) > 0 THEN l.impuestos ELSE '[null]'::jsonb END) i
  ) t
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION factura_linea_impuesto_dia_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO factura_impuesto_mov (emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento, lineas, base, impuesto, exoneracion, base_crc, impuesto_crc, exoneracion_crc)
  SELECT f.emisor_id, jit_dia_cr(f.fecha_emision), f.documento, f.codigo_moneda, f.estado_documento, t.codigo, t.cti, t.tarifa, t.tratamiento,
         -count(*), -sum(t.base), -sum(t.impuesto), -sum(t.exoneracion),
         -sum(t.base * f.tipo_cambio), -sum(t.impuesto * f.tipo_cambio), -sum(t.exoneracion * f.tipo_cambio)
  FROM viejas l JOIN factura f ON f.emisor_id = l.emisor_id AND f.id = l.factura_id
  CROSS JOIN LATERAL (
    SELECT coalesce(i->>'codigo', '') AS codigo, coalesce(i->>'codigoTarifaIVA', '') AS cti,
           coalesce(trim_scale((i->>'tarifa')::numeric)::text, '') AS tarifa, l.tratamiento, l.sub_total AS base,
           coalesce((i->>'monto')::numeric, 0) AS impuesto, coalesce((i->'exoneracion'->>'montoExoneracion')::numeric, 0) AS exoneracion
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(l.impuestos) = 'array' AND jsonb_array_length(l.impuestos) > 0 THEN l.impuestos ELSE '[null]'::jsonb END) i
  ) t
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Folds an issuer's movements into its day rows (both tables), in key order so that two folds
-- never wait on each other in a cycle; returns the movements folded. Concurrent folds are safe:
-- a movement is deleted (and so counted) once.
CREATE OR REPLACE FUNCTION factura_reportes_plegar(p_emisor uuid) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  n integer;
  m integer;
BEGIN
  WITH mov AS (DELETE FROM factura_resumen_mov WHERE emisor_id = p_emisor RETURNING *)
  INSERT INTO factura_resumen_dia AS d (emisor_id, dia, documento, codigo_moneda, estado_documento, documentos, total_comprobante, total_serv_gravados, total_serv_exentos, total_serv_exonerado, total_serv_no_sujeto, total_mercancias_gravadas, total_mercancias_exentas, total_merc_exonerada, total_merc_no_sujeta, total_gravado, total_exento, total_exonerado, total_no_sujeto, total_venta, total_descuentos, total_venta_neta, total_impuesto, total_iva_devuelto, total_otros_cargos, total_comprobante_crc, total_serv_gravados_crc, total_serv_exentos_crc, total_serv_exonerado_crc, total_serv_no_sujeto_crc, total_mercancias_gravadas_crc, total_mercancias_exentas_crc, total_merc_exonerada_crc, total_merc_no_sujeta_crc, total_gravado_crc, total_exento_crc, total_exonerado_crc, total_no_sujeto_crc, total_venta_crc, total_descuentos_crc, total_venta_neta_crc, total_impuesto_crc, total_iva_devuelto_crc, total_otros_cargos_crc)
  SELECT emisor_id, dia, documento, codigo_moneda, estado_documento, sum(documentos), sum(total_comprobante), sum(total_serv_gravados), sum(total_serv_exentos), sum(total_serv_exonerado), sum(total_serv_no_sujeto), sum(total_mercancias_gravadas), sum(total_mercancias_exentas), sum(total_merc_exonerada), sum(total_merc_no_sujeta), sum(total_gravado), sum(total_exento), sum(total_exonerado), sum(total_no_sujeto), sum(total_venta), sum(total_descuentos), sum(total_venta_neta), sum(total_impuesto), sum(total_iva_devuelto), sum(total_otros_cargos), sum(total_comprobante_crc), sum(total_serv_gravados_crc), sum(total_serv_exentos_crc), sum(total_serv_exonerado_crc), sum(total_serv_no_sujeto_crc), sum(total_mercancias_gravadas_crc), sum(total_mercancias_exentas_crc), sum(total_merc_exonerada_crc), sum(total_merc_no_sujeta_crc), sum(total_gravado_crc), sum(total_exento_crc), sum(total_exonerado_crc), sum(total_no_sujeto_crc), sum(total_venta_crc), sum(total_descuentos_crc), sum(total_venta_neta_crc), sum(total_impuesto_crc), sum(total_iva_devuelto_crc), sum(total_otros_cargos_crc)
  FROM mov GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (emisor_id, dia, documento, codigo_moneda, estado_documento) DO UPDATE SET
    documentos = d.documentos + excluded.documentos,
    total_comprobante = d.total_comprobante + excluded.total_comprobante,
    total_serv_gravados = d.total_serv_gravados + excluded.total_serv_gravados,
    total_serv_exentos = d.total_serv_exentos + excluded.total_serv_exentos,
    total_serv_exonerado = d.total_serv_exonerado + excluded.total_serv_exonerado,
    total_serv_no_sujeto = d.total_serv_no_sujeto + excluded.total_serv_no_sujeto,
    total_mercancias_gravadas = d.total_mercancias_gravadas + excluded.total_mercancias_gravadas,
    total_mercancias_exentas = d.total_mercancias_exentas + excluded.total_mercancias_exentas,
    total_merc_exonerada = d.total_merc_exonerada + excluded.total_merc_exonerada,
    total_merc_no_sujeta = d.total_merc_no_sujeta + excluded.total_merc_no_sujeta,
    total_gravado = d.total_gravado + excluded.total_gravado,
    total_exento = d.total_exento + excluded.total_exento,
    total_exonerado = d.total_exonerado + excluded.total_exonerado,
    total_no_sujeto = d.total_no_sujeto + excluded.total_no_sujeto,
    total_venta = d.total_venta + excluded.total_venta,
    total_descuentos = d.total_descuentos + excluded.total_descuentos,
    total_venta_neta = d.total_venta_neta + excluded.total_venta_neta,
    total_impuesto = d.total_impuesto + excluded.total_impuesto,
    total_iva_devuelto = d.total_iva_devuelto + excluded.total_iva_devuelto,
    total_otros_cargos = d.total_otros_cargos + excluded.total_otros_cargos,
    total_comprobante_crc = d.total_comprobante_crc + excluded.total_comprobante_crc,
    total_serv_gravados_crc = d.total_serv_gravados_crc + excluded.total_serv_gravados_crc,
    total_serv_exentos_crc = d.total_serv_exentos_crc + excluded.total_serv_exentos_crc,
    total_serv_exonerado_crc = d.total_serv_exonerado_crc + excluded.total_serv_exonerado_crc,
    total_serv_no_sujeto_crc = d.total_serv_no_sujeto_crc + excluded.total_serv_no_sujeto_crc,
    total_mercancias_gravadas_crc = d.total_mercancias_gravadas_crc + excluded.total_mercancias_gravadas_crc,
    total_mercancias_exentas_crc = d.total_mercancias_exentas_crc + excluded.total_mercancias_exentas_crc,
    total_merc_exonerada_crc = d.total_merc_exonerada_crc + excluded.total_merc_exonerada_crc,
    total_merc_no_sujeta_crc = d.total_merc_no_sujeta_crc + excluded.total_merc_no_sujeta_crc,
    total_gravado_crc = d.total_gravado_crc + excluded.total_gravado_crc,
    total_exento_crc = d.total_exento_crc + excluded.total_exento_crc,
    total_exonerado_crc = d.total_exonerado_crc + excluded.total_exonerado_crc,
    total_no_sujeto_crc = d.total_no_sujeto_crc + excluded.total_no_sujeto_crc,
    total_venta_crc = d.total_venta_crc + excluded.total_venta_crc,
    total_descuentos_crc = d.total_descuentos_crc + excluded.total_descuentos_crc,
    total_venta_neta_crc = d.total_venta_neta_crc + excluded.total_venta_neta_crc,
    total_impuesto_crc = d.total_impuesto_crc + excluded.total_impuesto_crc,
    total_iva_devuelto_crc = d.total_iva_devuelto_crc + excluded.total_iva_devuelto_crc,
    total_otros_cargos_crc = d.total_otros_cargos_crc + excluded.total_otros_cargos_crc;
  GET DIAGNOSTICS n = ROW_COUNT;
  WITH mov AS (DELETE FROM factura_impuesto_mov WHERE emisor_id = p_emisor RETURNING *)
  INSERT INTO factura_impuesto_dia AS d (emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento, lineas, base, impuesto, exoneracion, base_crc, impuesto_crc, exoneracion_crc)
  SELECT emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento, sum(lineas), sum(base), sum(impuesto), sum(exoneracion), sum(base_crc), sum(impuesto_crc), sum(exoneracion_crc)
  FROM mov GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
  ON CONFLICT (emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento) DO UPDATE SET
    lineas = d.lineas + excluded.lineas,
    base = d.base + excluded.base,
    impuesto = d.impuesto + excluded.impuesto,
    exoneracion = d.exoneracion + excluded.exoneracion,
    base_crc = d.base_crc + excluded.base_crc,
    impuesto_crc = d.impuesto_crc + excluded.impuesto_crc,
    exoneracion_crc = d.exoneracion_crc + excluded.exoneracion_crc;
  GET DIAGNOSTICS m = ROW_COUNT;
  RETURN n + m;
END $$;
--> statement-breakpoint
-- What readers read: the day rows and the movements not folded yet (row-level security of the
-- reader applies: security_invoker).
CREATE VIEW factura_resumen_dia_v WITH (security_invoker = true) AS
  SELECT emisor_id, dia, documento, codigo_moneda, estado_documento, sum(documentos)::integer AS documentos, sum(total_comprobante) AS total_comprobante, sum(total_serv_gravados) AS total_serv_gravados, sum(total_serv_exentos) AS total_serv_exentos, sum(total_serv_exonerado) AS total_serv_exonerado, sum(total_serv_no_sujeto) AS total_serv_no_sujeto, sum(total_mercancias_gravadas) AS total_mercancias_gravadas, sum(total_mercancias_exentas) AS total_mercancias_exentas, sum(total_merc_exonerada) AS total_merc_exonerada, sum(total_merc_no_sujeta) AS total_merc_no_sujeta, sum(total_gravado) AS total_gravado, sum(total_exento) AS total_exento, sum(total_exonerado) AS total_exonerado, sum(total_no_sujeto) AS total_no_sujeto, sum(total_venta) AS total_venta, sum(total_descuentos) AS total_descuentos, sum(total_venta_neta) AS total_venta_neta, sum(total_impuesto) AS total_impuesto, sum(total_iva_devuelto) AS total_iva_devuelto, sum(total_otros_cargos) AS total_otros_cargos, sum(total_comprobante_crc) AS total_comprobante_crc, sum(total_serv_gravados_crc) AS total_serv_gravados_crc, sum(total_serv_exentos_crc) AS total_serv_exentos_crc, sum(total_serv_exonerado_crc) AS total_serv_exonerado_crc, sum(total_serv_no_sujeto_crc) AS total_serv_no_sujeto_crc, sum(total_mercancias_gravadas_crc) AS total_mercancias_gravadas_crc, sum(total_mercancias_exentas_crc) AS total_mercancias_exentas_crc, sum(total_merc_exonerada_crc) AS total_merc_exonerada_crc, sum(total_merc_no_sujeta_crc) AS total_merc_no_sujeta_crc, sum(total_gravado_crc) AS total_gravado_crc, sum(total_exento_crc) AS total_exento_crc, sum(total_exonerado_crc) AS total_exonerado_crc, sum(total_no_sujeto_crc) AS total_no_sujeto_crc, sum(total_venta_crc) AS total_venta_crc, sum(total_descuentos_crc) AS total_descuentos_crc, sum(total_venta_neta_crc) AS total_venta_neta_crc, sum(total_impuesto_crc) AS total_impuesto_crc, sum(total_iva_devuelto_crc) AS total_iva_devuelto_crc, sum(total_otros_cargos_crc) AS total_otros_cargos_crc
  FROM (SELECT emisor_id, dia, documento, codigo_moneda, estado_documento, documentos, total_comprobante, total_serv_gravados, total_serv_exentos, total_serv_exonerado, total_serv_no_sujeto, total_mercancias_gravadas, total_mercancias_exentas, total_merc_exonerada, total_merc_no_sujeta, total_gravado, total_exento, total_exonerado, total_no_sujeto, total_venta, total_descuentos, total_venta_neta, total_impuesto, total_iva_devuelto, total_otros_cargos, total_comprobante_crc, total_serv_gravados_crc, total_serv_exentos_crc, total_serv_exonerado_crc, total_serv_no_sujeto_crc, total_mercancias_gravadas_crc, total_mercancias_exentas_crc, total_merc_exonerada_crc, total_merc_no_sujeta_crc, total_gravado_crc, total_exento_crc, total_exonerado_crc, total_no_sujeto_crc, total_venta_crc, total_descuentos_crc, total_venta_neta_crc, total_impuesto_crc, total_iva_devuelto_crc, total_otros_cargos_crc FROM factura_resumen_dia
        UNION ALL
        SELECT emisor_id, dia, documento, codigo_moneda, estado_documento, documentos, total_comprobante, total_serv_gravados, total_serv_exentos, total_serv_exonerado, total_serv_no_sujeto, total_mercancias_gravadas, total_mercancias_exentas, total_merc_exonerada, total_merc_no_sujeta, total_gravado, total_exento, total_exonerado, total_no_sujeto, total_venta, total_descuentos, total_venta_neta, total_impuesto, total_iva_devuelto, total_otros_cargos, total_comprobante_crc, total_serv_gravados_crc, total_serv_exentos_crc, total_serv_exonerado_crc, total_serv_no_sujeto_crc, total_mercancias_gravadas_crc, total_mercancias_exentas_crc, total_merc_exonerada_crc, total_merc_no_sujeta_crc, total_gravado_crc, total_exento_crc, total_exonerado_crc, total_no_sujeto_crc, total_venta_crc, total_descuentos_crc, total_venta_neta_crc, total_impuesto_crc, total_iva_devuelto_crc, total_otros_cargos_crc FROM factura_resumen_mov) x
  GROUP BY emisor_id, dia, documento, codigo_moneda, estado_documento;
--> statement-breakpoint
CREATE VIEW factura_impuesto_dia_v WITH (security_invoker = true) AS
  SELECT emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento, sum(lineas)::integer AS lineas, sum(base) AS base, sum(impuesto) AS impuesto, sum(exoneracion) AS exoneracion, sum(base_crc) AS base_crc, sum(impuesto_crc) AS impuesto_crc, sum(exoneracion_crc) AS exoneracion_crc
  FROM (SELECT emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento, lineas, base, impuesto, exoneracion, base_crc, impuesto_crc, exoneracion_crc FROM factura_impuesto_dia
        UNION ALL
        SELECT emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento, lineas, base, impuesto, exoneracion, base_crc, impuesto_crc, exoneracion_crc FROM factura_impuesto_mov) x
  GROUP BY emisor_id, dia, documento, codigo_moneda, estado_documento, codigo, codigo_tarifa_iva, tarifa, tratamiento;

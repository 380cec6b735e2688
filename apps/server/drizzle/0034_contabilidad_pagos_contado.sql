-- Cash sales' payments (factura.pago) were recorded without their accounting entry, so each cash
-- sale's receivable stayed open in the books. Issuers with accounting on get their backlog job once
-- more: contabilidad.pendientes now also queues the payments of posted documents that have no entry.
INSERT INTO outbox (id, kind, key, payload, emisor_ref)
SELECT gen_random_uuid(), 'contabilidad.pendientes', 'contabilidad.pendientes:' || emisor_id || ':pagos-contado', jsonb_build_object('emisorId', emisor_id), emisor_id
FROM emisor WHERE (modulos->>'accountingModule')::boolean
ON CONFLICT (key) DO NOTHING;

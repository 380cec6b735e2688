-- Art. 27 LIVA (DECISIONS #251): the VAT of a sale on condition 08 or 10 is owed when collected, and
-- waits in «IVA diferido por pagar» until each payment's REP declares it. Every new chart has that
-- account (the domain's PLAN_CUENTAS); the charts already copied to issuers get it here (visible when
-- migrating as a role that row-level security does not bind; posting adds it too when it is missing).
INSERT INTO cuenta_contable (emisor_id, id, code, name, sys_name, tipo_code, tipo, categoria, reporte, state, created_at, updated_at)
SELECT e.emisor_id, gen_random_uuid(), '2.1.02.05', 'IVA diferido por pagar (ventas a crédito, art. 27 LIVA)', 'IVA_DIFERIDO',
       '2.1.02', 'Impuestos por pagar', 'Pasivo corriente', 'Estado de situación financiera', true, now(), now()
FROM (SELECT DISTINCT emisor_id FROM cuenta_contable) e
WHERE NOT EXISTS (SELECT 1 FROM cuenta_contable c WHERE c.emisor_id = e.emisor_id AND c.sys_name = 'IVA_DIFERIDO')
ON CONFLICT DO NOTHING;

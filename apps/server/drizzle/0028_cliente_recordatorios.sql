-- WhatsApp reminders go out every morning (DECISIONS #232): each issuer that already has a customer
-- who asked for them gets its first daily run at the next 9:00 in Costa Rica (UTC-6 all year);
-- from then on each run queues the next. The same key as the application's, so nothing is doubled.
-- Tenant tables are read issuer by issuer under row-level security (app.emisor_id).
DO $$
DECLARE
  e uuid;
  cr timestamp := (now() at time zone 'UTC') - interval '6 hours';
  dia timestamp := date_trunc('day', (now() at time zone 'UTC') - interval '6 hours');
BEGIN
  IF cr >= dia + interval '9 hours' THEN
    dia := dia + interval '1 day';
  END IF;
  FOR e IN SELECT DISTINCT emisor_ref FROM credencial LOOP
    PERFORM set_config('app.emisor_id', e::text, true);
    IF EXISTS (SELECT 1 FROM receptor WHERE emisor_id = e AND wa_notifica) THEN
      INSERT INTO outbox (id, kind, key, emisor_ref, payload, run_at)
      VALUES (gen_random_uuid(), 'cliente.whatsapp.diario', 'cliente.whatsapp.diario:' || e::text || ':' || to_char(dia, 'YYYY-MM-DD'), e, jsonb_build_object('emisorId', e::text), (dia + interval '15 hours') at time zone 'UTC')
      ON CONFLICT (key) DO NOTHING;
    END IF;
  END LOOP;
  PERFORM set_config('app.emisor_id', '', true);
END $$;

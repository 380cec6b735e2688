CREATE TABLE "asiento_saldo_dia" (
	"emisor_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"cuenta_id" uuid NOT NULL,
	"debe" numeric NOT NULL,
	"haber" numeric NOT NULL,
	"lineas" integer NOT NULL,
	CONSTRAINT "asiento_saldo_dia_emisor_id_dia_cuenta_id_pk" PRIMARY KEY("emisor_id","dia","cuenta_id")
);
--> statement-breakpoint
CREATE INDEX "asiento_saldo_dia_cuenta_idx" ON "asiento_saldo_dia" USING btree ("emisor_id","cuenta_id","dia");--> statement-breakpoint
CREATE INDEX "outbox_pendientes_idx" ON "outbox" USING btree (coalesce("run_at", "created_at")) WHERE status = 'pending';
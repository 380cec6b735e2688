CREATE TABLE "cobro_dia" (
	"emisor_id" uuid NOT NULL,
	"compra" boolean NOT NULL,
	"contraparte" uuid NOT NULL,
	"nombre" text NOT NULL,
	"codigo_moneda" text NOT NULL,
	"dia" date NOT NULL,
	"plazo" integer NOT NULL,
	"documentos" integer DEFAULT 0 NOT NULL,
	"saldo" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "cobro_dia_emisor_id_compra_contraparte_nombre_codigo_moneda_dia_plazo_pk" PRIMARY KEY("emisor_id","compra","contraparte","nombre","codigo_moneda","dia","plazo")
);
--> statement-breakpoint
CREATE TABLE "cobro_mov" (
	"emisor_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cobro_mov_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"compra" boolean NOT NULL,
	"contraparte" uuid NOT NULL,
	"nombre" text NOT NULL,
	"codigo_moneda" text NOT NULL,
	"dia" date NOT NULL,
	"plazo" integer NOT NULL,
	"documentos" integer DEFAULT 0 NOT NULL,
	"saldo" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "cobro_mov_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
DROP INDEX "factura_credito_idx";--> statement-breakpoint
DROP INDEX "factura_credito_lista_idx";--> statement-breakpoint
ALTER TABLE "pago" ADD COLUMN "recibo_requerido" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pago" ADD COLUMN "recibo_id" uuid;--> statement-breakpoint
ALTER TABLE "pago" ADD COLUMN "recibo_error" text;--> statement-breakpoint
CREATE INDEX "cobro_dia_vacio_idx" ON "cobro_dia" USING btree ("emisor_id") WHERE documentos = 0;--> statement-breakpoint
CREATE INDEX "pago_recibo_idx" ON "pago" USING btree ("emisor_id","recibo_id") WHERE recibo_id is not null;--> statement-breakpoint
CREATE INDEX "factura_credito_idx" ON "factura" USING btree ("emisor_id","fecha_emision" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE condicion_venta in ('02', '08', '10') and saldo > 0;--> statement-breakpoint
CREATE INDEX "factura_credito_lista_idx" ON "factura" USING btree ("emisor_id","documento","fecha_emision" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE condicion_venta in ('02', '08', '10');
CREATE TABLE "pago" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"numero" bigint NOT NULL,
	"consecutivo" text NOT NULL,
	"compra" boolean NOT NULL,
	"factura_id" uuid NOT NULL,
	"consecutivo_factura" text NOT NULL,
	"contraparte_id" uuid,
	"contraparte_nombre" text,
	"fecha" timestamp with time zone NOT NULL,
	"monto" numeric NOT NULL,
	"codigo_moneda" text NOT NULL,
	"tipo_cambio" numeric NOT NULL,
	"monto_documento" numeric NOT NULL,
	"aplicado" numeric NOT NULL,
	"excedente" numeric DEFAULT '0' NOT NULL,
	"de_balance" numeric DEFAULT '0' NOT NULL,
	"saldo_a_fecha" numeric,
	"medio_pago" text DEFAULT '01' NOT NULL,
	"cuenta_contable" text,
	"concepto" text,
	"detalle" text,
	"comentarios" text,
	"referencia" text,
	"entidad" jsonb,
	"nota_credito" boolean DEFAULT false NOT NULL,
	"estado" boolean DEFAULT true NOT NULL,
	"razon_eliminar" text,
	"eliminado_at" timestamp with time zone,
	"usuario_id" uuid,
	"caja_sesion_id" uuid,
	"link_id" uuid,
	"clave" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pago_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "pago_link" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nombre" text NOT NULL,
	"factura_id" uuid NOT NULL,
	"consecutivo_factura" text NOT NULL,
	"receptor_nombre" text,
	"state" text DEFAULT 'PENDIENTE' NOT NULL,
	"pago_id" uuid,
	"referencia_sinpe" text,
	"usuario_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pago_link_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "pago_serie" (
	"emisor_id" uuid NOT NULL,
	"serie" text NOT NULL,
	"ultimo" bigint NOT NULL,
	CONSTRAINT "pago_serie_emisor_id_serie_pk" PRIMARY KEY("emisor_id","serie")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pago_serie_uq" ON "pago" USING btree ("emisor_id","compra","numero");--> statement-breakpoint
CREATE UNIQUE INDEX "pago_clave_uq" ON "pago" USING btree ("emisor_id","clave") WHERE clave is not null;--> statement-breakpoint
CREATE INDEX "pago_lista_idx" ON "pago" USING btree ("emisor_id","compra","fecha" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pago_factura_idx" ON "pago" USING btree ("emisor_id","factura_id");--> statement-breakpoint
CREATE INDEX "pago_contraparte_idx" ON "pago" USING btree ("emisor_id","contraparte_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pago_link_codigo_uq" ON "pago_link" USING btree ("emisor_id","codigo");--> statement-breakpoint
CREATE INDEX "pago_link_lista_idx" ON "pago_link" USING btree ("emisor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "pago_link_factura_idx" ON "pago_link" USING btree ("emisor_id","factura_id");--> statement-breakpoint
-- hand-written: the receivables and payables aging (Pago.readAntiguedad) reads only credit documents with a saldo, by counterparty and currency, from this index alone (drizzle-kit cannot express INCLUDE).
CREATE INDEX "factura_antiguedad_idx" ON "factura" USING btree ("emisor_id","receptor_id","codigo_moneda") INCLUDE ("receptor_nombre","fecha_emision","plazo_credito","saldo","documento","estado_documento") WHERE condicion_venta = '02' and saldo > 0;

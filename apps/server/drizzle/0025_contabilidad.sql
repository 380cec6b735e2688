CREATE TABLE "asiento" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"fuente" text NOT NULL,
	"fuente_id" uuid NOT NULL,
	"factura_id" uuid,
	"documento_tipo" text,
	"consecutivo" text,
	"entidad_id" uuid,
	"entidad_nombre" text,
	"codigo_moneda" text DEFAULT 'CRC' NOT NULL,
	"tipo_cambio" numeric DEFAULT '1' NOT NULL,
	"descripcion" text NOT NULL,
	"notas" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asiento_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "asiento_linea" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"asiento_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"cuenta_id" uuid NOT NULL,
	"debe" numeric NOT NULL,
	"haber" numeric NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asiento_linea_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "asiento_log" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"asiento_id" uuid NOT NULL,
	"linea_id" uuid NOT NULL,
	"usuario_id" uuid,
	"cuenta_anterior" uuid NOT NULL,
	"cuenta_nueva" uuid NOT NULL,
	"razon" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "asiento_log_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "iva_periodo" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone NOT NULL,
	"total_impuesto_ventas" numeric NOT NULL,
	"total_credito" numeric NOT NULL,
	"credito_importaciones" numeric DEFAULT '0' NOT NULL,
	"saldo_anterior" numeric DEFAULT '0' NOT NULL,
	"retenciones" numeric DEFAULT '0' NOT NULL,
	"total_impuesto" numeric NOT NULL,
	"saldo" numeric NOT NULL,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iva_periodo_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "asiento_fuente_uq" ON "asiento" USING btree ("emisor_id","fuente","fuente_id");--> statement-breakpoint
CREATE INDEX "asiento_fecha_idx" ON "asiento" USING btree ("emisor_id","fecha" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "asiento_linea_n_uq" ON "asiento_linea" USING btree ("emisor_id","asiento_id","n");--> statement-breakpoint
CREATE INDEX "asiento_linea_cuenta_idx" ON "asiento_linea" USING btree ("emisor_id","cuenta_id","fecha");--> statement-breakpoint
CREATE INDEX "asiento_linea_fecha_idx" ON "asiento_linea" USING btree ("emisor_id","fecha");--> statement-breakpoint
CREATE INDEX "asiento_log_asiento_idx" ON "asiento_log" USING btree ("emisor_id","asiento_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "iva_periodo_inicio_uq" ON "iva_periodo" USING btree ("emisor_id","inicio");
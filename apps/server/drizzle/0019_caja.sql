CREATE TABLE "caja" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"nombre_plano" text NOT NULL,
	"status" text DEFAULT 'INICIANDO' NOT NULL,
	"limite_inferior" numeric DEFAULT '0' NOT NULL,
	"limite_superior" numeric DEFAULT '0' NOT NULL,
	"cuenta_contable" uuid,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caja_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "caja_movimiento" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"sesion_id" uuid NOT NULL,
	"tipo" text DEFAULT 'MANUAL' NOT NULL,
	"medio_pago" text DEFAULT 'EFECTIVO' NOT NULL,
	"medio_hacienda" text,
	"monto_ingreso" numeric DEFAULT '0' NOT NULL,
	"monto_egreso" numeric DEFAULT '0' NOT NULL,
	"monto_servicio" numeric DEFAULT '0' NOT NULL,
	"detalle" text,
	"id_factura" text,
	"cuenta_contable" uuid,
	"usuario_id" uuid,
	"clave" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caja_movimiento_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "caja_sesion" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"caja_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"status" text DEFAULT 'ABIERTA' NOT NULL,
	"monto_inicial" numeric DEFAULT '0' NOT NULL,
	"cuenta_contable" uuid,
	"esperado" numeric,
	"contado" numeric,
	"dif" numeric,
	"tipo_cambio_usd" numeric,
	"contador" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lineas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nombre_cierre" text,
	"cerrada_at" timestamp with time zone,
	"supervisor_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caja_sesion_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "caja_nombre_uq" ON "caja" USING btree ("emisor_id","nombre_plano");--> statement-breakpoint
CREATE INDEX "caja_movimiento_sesion_idx" ON "caja_movimiento" USING btree ("emisor_id","sesion_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "caja_movimiento_clave_uq" ON "caja_movimiento" USING btree ("emisor_id","clave");--> statement-breakpoint
CREATE UNIQUE INDEX "caja_sesion_caja_viva_uq" ON "caja_sesion" USING btree ("emisor_id","caja_id") WHERE status <> 'FINALIZADA';--> statement-breakpoint
CREATE UNIQUE INDEX "caja_sesion_usuario_abierta_uq" ON "caja_sesion" USING btree ("emisor_id","usuario_id") WHERE status = 'ABIERTA';--> statement-breakpoint
CREATE INDEX "caja_sesion_fecha_idx" ON "caja_sesion" USING btree ("emisor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
CREATE TABLE "categoria_cliente" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"es_porcentual" boolean DEFAULT true NOT NULL,
	"valor" numeric DEFAULT '0' NOT NULL,
	"color" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categoria_cliente_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "cliente_balance" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"consecutivo" integer NOT NULL,
	"tipo" text NOT NULL,
	"monto" numeric NOT NULL,
	"total" numeric NOT NULL,
	"detalle" text,
	"pago_id" uuid,
	"usuario_id" uuid,
	"fecha" timestamp with time zone NOT NULL,
	CONSTRAINT "cliente_balance_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "cliente_cron" (
	"emisor_id" uuid NOT NULL,
	"ciclos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cliente_cron_emisor_id_pk" PRIMARY KEY("emisor_id")
);
--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "genero" text;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "categoria_id" uuid;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "correo_electronico_contacto" text;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "fecha_nacimiento" date;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "latitud" numeric;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "longitud" numeric;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "ejecutivo_id" uuid;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "ciclo" text DEFAULT 'Oportunidad' NOT NULL;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "ciclo_fecha" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "ciclo_historico" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "acciones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "cuenta_contable" text;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "plazo_credito" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "limite_credito" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "limite_credito_block" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "codigo_actividad_receptor" text;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "wa_notifica" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "wa_mensaje" text;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "wa_telefonos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "receptor" ADD COLUMN "busqueda" text GENERATED ALWAYS AS (translate(lower(nombre || ' ' || coalesce(nombre_comercial, '') || ' ' || coalesce(identificacion_numero, '') || ' ' || coalesce(identificacion_extranjero, '') || ' ' || coalesce(telefono->>'numTelefono', '')), 'áàäâéèëêíìïîóòöôúùüûñçÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑÇ', 'aaaaeeeeiiiioooouuuuncaaaaeeeeiiiioooouuuunc')) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "categoria_cliente_nombre_uq" ON "categoria_cliente" USING btree ("emisor_id",lower("nombre"));--> statement-breakpoint
CREATE UNIQUE INDEX "cliente_balance_consecutivo_uq" ON "cliente_balance" USING btree ("emisor_id","cliente_id","consecutivo");--> statement-breakpoint
CREATE INDEX "cliente_balance_fecha_idx" ON "cliente_balance" USING btree ("emisor_id","fecha");--> statement-breakpoint
CREATE INDEX "receptor_ejecutivo_idx" ON "receptor" USING btree ("emisor_id","ejecutivo_id");--> statement-breakpoint
CREATE INDEX "receptor_ciclo_idx" ON "receptor" USING btree ("emisor_id","ciclo");--> statement-breakpoint
-- hand-written: the customer search (name, identification, phone) runs on a trigram index, which needs pg_trgm first and which drizzle cannot express with its operator class
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "receptor_busqueda_trgm_idx" ON "receptor" USING gin ("emisor_id", "busqueda" gin_trgm_ops);

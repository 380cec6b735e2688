CREATE TABLE "emisor_config" (
	"emisor_id" uuid NOT NULL,
	"identificacion_tipo" text,
	"identificacion_numero" text,
	"ubicacion" jsonb,
	"telefono" jsonb,
	"correo_electronico" text,
	"usuario_atv" text,
	"password_atv_enc" text,
	"certificado_enc" text,
	"pin_enc" text,
	"certificado_expiracion" timestamp with time zone,
	"certificado_inicio" timestamp with time zone,
	"certificado_sujeto" text,
	"certificado_emisor" text,
	"sucursales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actividades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notification" jsonb DEFAULT '{"orderEmail":null,"orderSMS":null}'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"printers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emisor_config_emisor_id_pk" PRIMARY KEY("emisor_id")
);
--> statement-breakpoint
CREATE TABLE "receptor" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"identificacion_tipo" text,
	"identificacion_numero" text,
	"identificacion_extranjero" text,
	"nombre_comercial" text,
	"ubicacion" jsonb,
	"otras_senas_extranjero" text,
	"telefono" jsonb,
	"correo_electronico" text,
	"actividades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exoneraciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receptor_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "otro_contenido" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"detalle" text NOT NULL,
	"principal" text,
	"valor_principal" text,
	"cdata" boolean DEFAULT false NOT NULL,
	"estructura" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otro_contenido_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "receptor_identificacion_uq" ON "receptor" USING btree ("emisor_id","identificacion_tipo","identificacion_numero") WHERE identificacion_numero is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "receptor_extranjero_uq" ON "receptor" USING btree ("emisor_id","identificacion_extranjero") WHERE identificacion_extranjero is not null;--> statement-breakpoint
CREATE INDEX "receptor_nombre_idx" ON "receptor" USING btree ("emisor_id",lower("nombre"));
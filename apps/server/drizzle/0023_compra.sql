CREATE TABLE "auto_email" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"mensaje_id" text NOT NULL,
	"doc" text,
	"provider" text NOT NULL,
	"status" text DEFAULT 'RECIBIDO' NOT NULL,
	"error" text,
	"xml" text,
	"adjuntos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_email_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "compra_mapeo" (
	"emisor_id" uuid NOT NULL,
	"proveedor_id" uuid NOT NULL,
	"clave" text NOT NULL,
	"destino" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compra_mapeo_emisor_id_proveedor_id_clave_pk" PRIMARY KEY("emisor_id","proveedor_id","clave")
);
--> statement-breakpoint
CREATE TABLE "proveedor" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"nombre_plano" text NOT NULL,
	"nombre_comercial" text,
	"tipo_identificacion" text NOT NULL,
	"numero_identificacion" text NOT NULL,
	"telefono" jsonb,
	"ubicacion" jsonb,
	"correo_electronico" text,
	"codigo_moneda" text DEFAULT 'CRC' NOT NULL,
	"cuenta_contable" uuid,
	"plazo_credito" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proveedor_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auto_email_mensaje_uq" ON "auto_email" USING btree ("emisor_id","mensaje_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proveedor_identificacion_uq" ON "proveedor" USING btree ("emisor_id","numero_identificacion");
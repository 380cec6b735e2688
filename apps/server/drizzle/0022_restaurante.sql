CREATE TABLE "orden" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"id_doc" text,
	"consecutivo" text,
	"factura" text,
	"factura_id" uuid,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"status" text DEFAULT 'CREADO' NOT NULL,
	"usuario_id" uuid,
	"receptor_id" uuid,
	"busqueda" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orden_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "pedido_item_eliminado" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"pedido_id" uuid NOT NULL,
	"consecutive" integer NOT NULL,
	"item_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"cantidad" integer NOT NULL,
	"precio_unitario" numeric NOT NULL,
	"reason" text NOT NULL,
	"auth_by" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"check" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedido_item_eliminado_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "pedido_restaurante" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"consecutive" integer NOT NULL,
	"restaurante_id" uuid NOT NULL,
	"zona_id" uuid NOT NULL,
	"mesa_id" uuid NOT NULL,
	"status" text DEFAULT 'ABIERTA' NOT NULL,
	"razon" text,
	"express" boolean DEFAULT false NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"usuario_id" uuid NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"facturacion" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"merma_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pedido_restaurante_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "restaurante" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurante_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "zona" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"restaurante_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" integer,
	"location" text,
	"state" boolean DEFAULT true NOT NULL,
	"mesas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zona_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE INDEX "orden_creado_idx" ON "orden" USING btree ("emisor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pedido_item_eliminado_creado_idx" ON "pedido_item_eliminado" USING btree ("emisor_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_restaurante_consecutivo_uq" ON "pedido_restaurante" USING btree ("emisor_id","consecutive");--> statement-breakpoint
CREATE INDEX "pedido_restaurante_mesa_idx" ON "pedido_restaurante" USING btree ("emisor_id","zona_id","mesa_id","status");--> statement-breakpoint
CREATE INDEX "pedido_restaurante_creado_idx" ON "pedido_restaurante" USING btree ("emisor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "zona_restaurante_idx" ON "zona" USING btree ("emisor_id","restaurante_id");
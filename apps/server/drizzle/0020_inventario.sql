CREATE TABLE "inventario_aplicado" (
	"emisor_id" uuid NOT NULL,
	"clave" text NOT NULL,
	"factura_id" uuid,
	"notas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventario_aplicado_emisor_id_clave_pk" PRIMARY KEY("emisor_id","clave")
);
--> statement-breakpoint
CREATE TABLE "inventario_existencia" (
	"emisor_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"cantidad" numeric DEFAULT '0' NOT NULL,
	"valor" numeric DEFAULT '0' NOT NULL,
	"pp" numeric DEFAULT '0' NOT NULL,
	"valor_peps" numeric DEFAULT '0' NOT NULL,
	"capas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventario_existencia_emisor_id_item_id_pk" PRIMARY KEY("emisor_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "inventario_movimiento" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"origen" text NOT NULL,
	"documento" text,
	"factura_id" uuid,
	"numero_linea" integer,
	"produccion_id" uuid,
	"proveedor" text,
	"descripcion" text,
	"tipo_id" uuid,
	"causa" text,
	"observacion" text,
	"usuario_id" uuid,
	"costo_unitario" numeric NOT NULL,
	"entrada_cantidad" numeric NOT NULL,
	"entrada_valor" numeric NOT NULL,
	"salida_cantidad" numeric NOT NULL,
	"salida_valor" numeric NOT NULL,
	"saldo_cantidad" numeric NOT NULL,
	"saldo_valor" numeric NOT NULL,
	"pp" numeric NOT NULL,
	"peps" numeric NOT NULL,
	"negativo" boolean DEFAULT false NOT NULL,
	"busqueda" text NOT NULL,
	CONSTRAINT "inventario_movimiento_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "inventario_tipo" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"clase" text NOT NULL,
	"tipo" text NOT NULL,
	"causa" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cuenta_contable" uuid,
	"controlada" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventario_tipo_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "produccion" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"orden" text,
	"status" text DEFAULT 'COMPLETADO' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"expiration_date" timestamp with time zone,
	"location" text,
	"machine" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usuario_id" uuid,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"consumo" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"costo_total" numeric DEFAULT '0' NOT NULL,
	"factura_id" uuid,
	"documento" text,
	"busqueda" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produccion_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE INDEX "inventario_movimiento_item_idx" ON "inventario_movimiento" USING btree ("emisor_id","item_id","id");--> statement-breakpoint
CREATE INDEX "inventario_movimiento_fecha_idx" ON "inventario_movimiento" USING btree ("emisor_id","fecha");--> statement-breakpoint
CREATE INDEX "inventario_movimiento_tipo_idx" ON "inventario_movimiento" USING btree ("emisor_id","tipo_id") WHERE tipo_id is not null;--> statement-breakpoint
CREATE INDEX "inventario_movimiento_merma_idx" ON "inventario_movimiento" USING btree ("emisor_id","id") WHERE origen in ('MERMA', 'AJUSTE_MERMA');--> statement-breakpoint
CREATE UNIQUE INDEX "inventario_tipo_nombre_uq" ON "inventario_tipo" USING btree ("emisor_id","clase",lower("tipo"));--> statement-breakpoint
CREATE UNIQUE INDEX "produccion_sequence_uq" ON "produccion" USING btree ("emisor_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "produccion_factura_uq" ON "produccion" USING btree ("emisor_id","factura_id") WHERE factura_id is not null;--> statement-breakpoint
CREATE INDEX "item_nombre_idx" ON "item" USING btree ("emisor_id","nombre_plano","id");
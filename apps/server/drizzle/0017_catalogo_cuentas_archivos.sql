CREATE TABLE "cuenta_contable" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sys_name" text,
	"tipo_code" text NOT NULL,
	"tipo" text NOT NULL,
	"categoria" text NOT NULL,
	"reporte" text NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuenta_contable_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "costo" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"clase" text NOT NULL,
	"tipo" text,
	"nombre" text NOT NULL,
	"descripcion" text,
	"codigo" text,
	"unidad_medida" text DEFAULT 'Unid' NOT NULL,
	"codigo_moneda" text DEFAULT 'CRC' NOT NULL,
	"costo_unitario_total" numeric DEFAULT '0' NOT NULL,
	"cuenta_contable" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "costo_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "descuento" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"naturaleza_descuento" text NOT NULL,
	"porcentaje_descuento" numeric DEFAULT '0' NOT NULL,
	"monto_descuento" numeric DEFAULT '0' NOT NULL,
	"codigo_descuento" text DEFAULT '07' NOT NULL,
	"codigo_descuento_otro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "descuento_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "item" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"item_ref_id" uuid,
	"tipo" text NOT NULL,
	"nombre" text NOT NULL,
	"nombre_plano" text NOT NULL,
	"nombre_corto" text,
	"descripcion" text,
	"nombre_en" text,
	"descripcion_en" text,
	"codigo_rapido" text,
	"sku" text,
	"codigo_barras" text,
	"codigo" text,
	"clasificacion" text NOT NULL,
	"unidad_medida" text NOT NULL,
	"unidad_medida_comercial" text,
	"codigo_moneda" text NOT NULL,
	"costo_unitario_total" numeric NOT NULL,
	"costo_unitario_total_general" numeric NOT NULL,
	"costo_extra" numeric,
	"utilidad" numeric NOT NULL,
	"precio_unitario" numeric NOT NULL,
	"precio_venta" numeric NOT NULL,
	"precio_invertido" numeric NOT NULL,
	"impuesto" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"descuentos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"es_compuesto" boolean DEFAULT false NOT NULL,
	"composicion" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lista_costos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cantidad" numeric DEFAULT '0' NOT NULL,
	"minimo" numeric,
	"maximo" numeric,
	"permite_inventario_negativo" boolean DEFAULT false NOT NULL,
	"bajo_demanda" boolean DEFAULT false NOT NULL,
	"bajo_produccion" boolean DEFAULT false NOT NULL,
	"stock_state" boolean DEFAULT true NOT NULL,
	"preparable" boolean DEFAULT false NOT NULL,
	"preparable_item" jsonb,
	"attributes" jsonb,
	"options" jsonb,
	"tag" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categorias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_categorias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_date_range" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"img_archivo_id" uuid,
	"alt_img" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pos_index" integer DEFAULT 99999 NOT NULL,
	"show_variant_as_options" boolean DEFAULT false NOT NULL,
	"custom_variant_price" boolean DEFAULT false NOT NULL,
	"cuenta_contable_por_cobrar" text,
	"cuenta_contable_por_pagar" text,
	"duracion" integer,
	"check_in" text,
	"check_out" text,
	"next_day" boolean,
	"busqueda" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "item_categoria" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" integer NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"color" text DEFAULT 'default' NOT NULL,
	"prioridad" boolean DEFAULT false NOT NULL,
	"sub" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_categoria_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "archivo" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"dueno_tipo" text NOT NULL,
	"dueno_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"tamano" integer NOT NULL,
	"datos" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archivo_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_contable_code_uq" ON "cuenta_contable" USING btree ("emisor_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "cuenta_contable_sys_name_uq" ON "cuenta_contable" USING btree ("emisor_id","sys_name") WHERE sys_name is not null;--> statement-breakpoint
CREATE INDEX "costo_lista_idx" ON "costo" USING btree ("emisor_id","clase",lower("nombre"));--> statement-breakpoint
CREATE INDEX "descuento_lista_idx" ON "descuento" USING btree ("emisor_id",lower("naturaleza_descuento"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_codigo_rapido_uq" ON "item" USING btree ("emisor_id",lower("codigo_rapido")) WHERE codigo_rapido is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "item_sku_uq" ON "item" USING btree ("emisor_id",lower("sku")) WHERE sku is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "item_codigo_barras_uq" ON "item" USING btree ("emisor_id",lower("codigo_barras")) WHERE codigo_barras is not null;--> statement-breakpoint
CREATE INDEX "item_lista_idx" ON "item" USING btree ("emisor_id","tipo","nombre_plano","id");--> statement-breakpoint
CREATE INDEX "item_ref_idx" ON "item" USING btree ("emisor_id","item_ref_id") WHERE item_ref_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "item_categoria_number_uq" ON "item_categoria" USING btree ("emisor_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "item_categoria_nombre_uq" ON "item_categoria" USING btree ("emisor_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "archivo_dueno_idx" ON "archivo" USING btree ("emisor_id","dueno_tipo","dueno_id");
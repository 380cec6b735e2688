CREATE TABLE "emisor" (
	"emisor_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"nombre_comercial" text,
	"profile" text NOT NULL,
	"selected_profile" text,
	"subscription_time_out" timestamp with time zone,
	"domain" text,
	"modulos" jsonb NOT NULL,
	"card_customer_id" text,
	"card_payment_method_id" text,
	"card_last4" text,
	"card_brand" text,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emisor_emisor_id_pk" PRIMARY KEY("emisor_id")
);
--> statement-breakpoint
CREATE TABLE "rol" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rol_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"emisor_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"fullname" text NOT NULL,
	"tel" text,
	"state" boolean DEFAULT true NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"crm_role" text DEFAULT 'NO APLICA' NOT NULL,
	"viajes_role" text,
	"subprofile" text,
	"domain" text,
	"is_owner" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"first_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_emisor_id_id_pk" PRIMARY KEY("emisor_id","id")
);
--> statement-breakpoint
CREATE TABLE "api_key" (
	"usr" text PRIMARY KEY NOT NULL,
	"emisor_ref" uuid NOT NULL,
	"usuario_ref" uuid NOT NULL,
	"nombre" text NOT NULL,
	"secret_hash" text NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "correo_enviado" (
	"id" uuid PRIMARY KEY NOT NULL,
	"emisor_ref" uuid,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credencial" (
	"email" text PRIMARY KEY NOT NULL,
	"usuario_ref" uuid NOT NULL,
	"emisor_ref" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dominio" (
	"domain" text PRIMARY KEY NOT NULL,
	"emisor_ref" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dominio_emisor_ref_unique" UNIQUE("emisor_ref")
);
--> statement-breakpoint
CREATE TABLE "error_cliente" (
	"id" uuid PRIMARY KEY NOT NULL,
	"emisor_ref" uuid,
	"usuario_ref" uuid,
	"message" text NOT NULL,
	"code" text,
	"operation" text,
	"path" text,
	"stack" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text,
	"group" jsonb NOT NULL,
	"orden" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"emisor_ref" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "outbox_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "plan" (
	"name" text PRIMARY KEY NOT NULL,
	"observation" text NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"percentage" numeric DEFAULT '0' NOT NULL,
	"session" integer NOT NULL,
	"product" text NOT NULL,
	"total_plan" numeric NOT NULL,
	"documentos_mes" integer NOT NULL,
	"orden" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recuperacion" (
	"hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secreto" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_uq" ON "usuario" USING btree ("emisor_id","email");--> statement-breakpoint
CREATE INDEX "correo_enviado_to_idx" ON "correo_enviado" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "error_cliente_created_idx" ON "error_cliente" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","run_at");
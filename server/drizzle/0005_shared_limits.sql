CREATE TABLE "mail_quotas" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "mail_quotas_scope_day_pk" PRIMARY KEY("scope","day"),
	CONSTRAINT "mail_quotas_sent_check" CHECK ("mail_quotas"."sent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_hits_check" CHECK ("rate_limit_counters"."hits" >= 1)
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_at_idx" ON "rate_limit_counters" USING btree ("expires_at");
CREATE TABLE "sign_in_attempts" (
	"username" text NOT NULL,
	"client" text NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_attempts_username_client_pk" PRIMARY KEY("username","client"),
	CONSTRAINT "sign_in_attempts_failures_check" CHECK ("sign_in_attempts"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admins" DROP CONSTRAINT "admins_failed_login_count_check";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_last_attempt_at_idx" ON "sign_in_attempts" USING btree ("last_attempt_at");--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "locked_until";
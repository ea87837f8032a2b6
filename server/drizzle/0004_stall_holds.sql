CREATE TABLE "stall_holds" (
	"stall_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stall_holds_stall_id_check" CHECK ("stall_holds"."stall_id" ~ '^[A-F][0-9]{1,2}$')
);
--> statement-breakpoint
CREATE INDEX "stall_holds_token_hash_idx" ON "stall_holds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "stall_holds_expires_at_idx" ON "stall_holds" USING btree ("expires_at");
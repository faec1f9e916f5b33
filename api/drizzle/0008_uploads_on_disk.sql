-- Uploaded files live in UPLOAD_DIR now, named by storage_key (ADR 0043): the bytea was written and
-- read inside the process by PGlite and stalled every other request. Rows written before keep
-- their content until the server moves them to disk at start-up; nothing is dropped here.
DROP INDEX "menu_uploads_user";--> statement-breakpoint
ALTER TABLE "menu_uploads" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_uploads" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE INDEX "menu_uploads_user_created" ON "menu_uploads" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "menu_uploads" ADD CONSTRAINT "menu_uploads_stored" CHECK ("menu_uploads"."storage_key" is not null or "menu_uploads"."content" is not null);
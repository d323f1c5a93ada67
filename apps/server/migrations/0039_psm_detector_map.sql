ALTER TABLE "psm_detector" ADD COLUMN "map_no" integer;--> statement-breakpoint
CREATE INDEX "psm_detector_map_idx" ON "psm_detector" USING btree ("map_no");--> statement-breakpoint
-- a detector's point is now a fraction 0–1 of its map's image; the metres kept before named no map
UPDATE "psm_detector" SET "map_x" = NULL, "map_y" = NULL WHERE "map_no" IS NULL;

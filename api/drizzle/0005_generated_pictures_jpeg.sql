-- Generated restaurant pictures are JPEGs now (ADR 0026). Rows seeded before point to the SVG,
-- which still answers; pointing them to the JPEG gives existing databases the lighter pages too.
-- Only the exact generated paths: a picture set to anything else is left as it is.
UPDATE "restaurants"
SET "avatar" = 'images/restaurants/' || "uuid" || '.jpg'
WHERE "avatar" = 'images/restaurants/' || "uuid" || '.svg';
--> statement-breakpoint
UPDATE "photos"
SET "avatar" = 'images/photos/' || "restaurants"."uuid" || '/' || "photos"."position" || '.jpg'
FROM "restaurants"
WHERE "restaurants"."id" = "photos"."restaurant_id"
  AND "photos"."avatar" = 'images/photos/' || "restaurants"."uuid" || '/' || "photos"."position" || '.svg';

-- Trigram matching for restaurant name search (restaurants_name_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "cuisines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "cuisines_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"symbol" text,
	"price" numeric(8, 2) NOT NULL,
	"description" text,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"weekday" text NOT NULL,
	"slot_start" time NOT NULL,
	"slot_end" time NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"avatar" text,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcode_districts" (
	"district" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postcode_sectors" (
	"sector" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"restaurant_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"reservation_date" date NOT NULL,
	"slot_start" time NOT NULL,
	"slot_end" time NOT NULL,
	"number_of_people" smallint NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"guest_id" integer,
	"noted" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "restaurant_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"seats" smallint NOT NULL,
	CONSTRAINT "restaurant_tables_seats" CHECK ("restaurant_tables"."seats" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "restaurant_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"address" text,
	"post_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"cuisine_id" integer NOT NULL,
	"description" text,
	"website" text,
	"phone" text,
	"menu_description" text,
	"photo_description" text,
	"online_booking" boolean DEFAULT true NOT NULL,
	"price_level" smallint NOT NULL,
	"rating_avg" real DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "restaurants_price_level" CHECK ("restaurants"."price_level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"review" text NOT NULL,
	"first_name" text NOT NULL,
	"reviewed_on" date NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_files" ADD CONSTRAINT "menu_files_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_slots" ADD CONSTRAINT "opening_slots_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_table_id_restaurant_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."restaurant_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tables" ADD CONSTRAINT "restaurant_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_tags" ADD CONSTRAINT "restaurant_tags_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_cuisine_id_cuisines_id_fk" FOREIGN KEY ("cuisine_id") REFERENCES "public"."cuisines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_categories_restaurant" ON "menu_categories" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "menu_files_restaurant" ON "menu_files" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "menu_items_category" ON "menu_items" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opening_slots_unique" ON "opening_slots" USING btree ("restaurant_id","weekday","slot_start");--> statement-breakpoint
CREATE INDEX "photos_restaurant" ON "photos" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "reservations_claim" ON "reservations" USING btree ("table_id","reservation_date","slot_start");--> statement-breakpoint
CREATE INDEX "restaurant_tables_restaurant" ON "restaurant_tables" USING btree ("restaurant_id","seats");--> statement-breakpoint
CREATE INDEX "restaurant_tags_restaurant" ON "restaurant_tags" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurants_name_trgm" ON "restaurants" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_lat_lon" ON "restaurants" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "restaurants_cuisine" ON "restaurants" USING btree ("cuisine_id");--> statement-breakpoint
CREATE INDEX "reviews_restaurant" ON "reviews" USING btree ("restaurant_id");
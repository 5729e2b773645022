CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"price_factor" double precision DEFAULT 1 NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "cities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"type_id" integer NOT NULL,
	"img" text NOT NULL,
	"hex" text DEFAULT '' NOT NULL,
	CONSTRAINT "colors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "finish_coatings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "finish_coatings_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "glass_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"glass_id" integer NOT NULL,
	CONSTRAINT "glass_layouts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "glasses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"img" text NOT NULL,
	CONSTRAINT "glasses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"type_id" integer NOT NULL,
	"img" text NOT NULL,
	"hex" text DEFAULT '' NOT NULL,
	CONSTRAINT "materials_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"name" text PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "option_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "patinas" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"img" text NOT NULL,
	"hex" text DEFAULT '' NOT NULL,
	CONSTRAINT "patinas_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_additional" (
	"product_id" integer NOT NULL,
	"additional_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_additional_product_id_additional_id_pk" PRIMARY KEY("product_id","additional_id")
);
--> statement-breakpoint
CREATE TABLE "product_default_colors" (
	"product_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_default_colors_product_id_color_id_pk" PRIMARY KEY("product_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "product_default_materials" (
	"product_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_default_materials_product_id_material_id_pk" PRIMARY KEY("product_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "product_finish_coatings" (
	"product_id" integer NOT NULL,
	"finish_coating_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_finish_coatings_product_id_finish_coating_id_pk" PRIMARY KEY("product_id","finish_coating_id")
);
--> statement-breakpoint
CREATE TABLE "product_glass_layouts" (
	"product_id" integer NOT NULL,
	"glass_layout_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_glass_layouts_product_id_glass_layout_id_pk" PRIMARY KEY("product_id","glass_layout_id")
);
--> statement-breakpoint
CREATE TABLE "product_material_color_patinas" (
	"product_material_color_id" integer NOT NULL,
	"patina_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_material_color_patinas_product_material_color_id_patina_id_pk" PRIMARY KEY("product_material_color_id","patina_id")
);
--> statement-breakpoint
CREATE TABLE "product_material_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer,
	"unit" text DEFAULT '' NOT NULL,
	"show_price" boolean DEFAULT true NOT NULL,
	"offers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"characteristics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"material_reference_description" text DEFAULT '' NOT NULL,
	"color_reference_description" text DEFAULT '' NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"for_client" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "sections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"title" text NOT NULL,
	"adress" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"shedule" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_properties" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"second_name" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "colors" ADD CONSTRAINT "colors_type_id_option_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."option_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glass_layouts" ADD CONSTRAINT "glass_layouts_glass_id_glasses_id_fk" FOREIGN KEY ("glass_id") REFERENCES "public"."glasses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_type_id_option_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."option_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_additional" ADD CONSTRAINT "product_additional_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_additional" ADD CONSTRAINT "product_additional_additional_id_products_id_fk" FOREIGN KEY ("additional_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_default_colors" ADD CONSTRAINT "product_default_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_default_colors" ADD CONSTRAINT "product_default_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_default_materials" ADD CONSTRAINT "product_default_materials_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_default_materials" ADD CONSTRAINT "product_default_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_finish_coatings" ADD CONSTRAINT "product_finish_coatings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_finish_coatings" ADD CONSTRAINT "product_finish_coatings_finish_coating_id_finish_coatings_id_fk" FOREIGN KEY ("finish_coating_id") REFERENCES "public"."finish_coatings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_glass_layouts" ADD CONSTRAINT "product_glass_layouts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_glass_layouts" ADD CONSTRAINT "product_glass_layouts_glass_layout_id_glass_layouts_id_fk" FOREIGN KEY ("glass_layout_id") REFERENCES "public"."glass_layouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_material_color_patinas" ADD CONSTRAINT "product_material_color_patinas_product_material_color_id_product_material_colors_id_fk" FOREIGN KEY ("product_material_color_id") REFERENCES "public"."product_material_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_material_color_patinas" ADD CONSTRAINT "product_material_color_patinas_patina_id_patinas_id_fk" FOREIGN KEY ("patina_id") REFERENCES "public"."patinas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_material_colors" ADD CONSTRAINT "product_material_colors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_material_colors" ADD CONSTRAINT "product_material_colors_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_material_colors" ADD CONSTRAINT "product_material_colors_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_sort_idx" ON "cities" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pmc_product_material_color_idx" ON "product_material_colors" USING btree ("product_id","material_id","color_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_section_code_idx" ON "products" USING btree ("section_id","code");--> statement-breakpoint
CREATE INDEX "products_section_sort_idx" ON "products" USING btree ("section_id","sort","id");--> statement-breakpoint
CREATE INDEX "sections_sort_idx" ON "sections" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "shops_city_idx" ON "shops" USING btree ("city_id","id");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");
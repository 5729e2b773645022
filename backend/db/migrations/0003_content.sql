CREATE TABLE "blog_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "blog_sections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "filial_contents" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "gallery_collections_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "gallery_interiors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL,
	CONSTRAINT "gallery_interiors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"teasers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"img" text NOT NULL,
	"product_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"patina_id" integer,
	"interior_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"sort" integer DEFAULT 500 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_section_id_blog_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."blog_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filial_contents" ADD CONSTRAINT "filial_contents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_color_id_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."colors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_patina_id_patinas_id_fk" FOREIGN KEY ("patina_id") REFERENCES "public"."patinas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_interior_id_gallery_interiors_id_fk" FOREIGN KEY ("interior_id") REFERENCES "public"."gallery_interiors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solutions" ADD CONSTRAINT "solutions_collection_id_gallery_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."gallery_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_section_code_idx" ON "blog_articles" USING btree ("section_id","code");--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "blog_sections_sort_idx" ON "blog_sections" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "solutions_sort_idx" ON "solutions" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "solutions_product_idx" ON "solutions" USING btree ("product_id");
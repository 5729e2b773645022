CREATE SEQUENCE "public"."reklamation_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Claims sent before this migration were numbered by their id: new numbers go on after the highest of them.
SELECT setval('"public"."reklamation_number_seq"', COALESCE((SELECT max("id") FROM "reklamations" WHERE "number" IS NOT NULL), 0) + 1, false);

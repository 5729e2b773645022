-- Orders checked before 0022 kept only the checkers' names: find the users (the order's dealer or factory staff) by the
-- name the check wrote, so that a user who checked is not offered the check again.
UPDATE "orders" AS o
SET "check_user_ids" = picked.ids
FROM (
  SELECT o2."id", array_agg(u."id" ORDER BY u."id") AS ids
  FROM "orders" AS o2
  JOIN "users" AS u
    ON (u."id" = o2."dealer_id" OR u."role" = 'manager')
   AND o2."check_users" @> jsonb_build_array(coalesce(nullif(concat_ws(' ', nullif(u."name", ''), nullif(u."last_name", '')), ''), u."email"))
  WHERE cardinality(o2."check_user_ids") = 0 AND jsonb_array_length(o2."check_users") > 0
  GROUP BY o2."id"
) AS picked
WHERE o."id" = picked."id";

-- Custom SQL migration file, put your code below! --
-- Each dealer's order list has a version (order_list_versions) that grows in the same transaction as every change to
-- what the list shows: its orders (every column: status, dates, number, checks, client, actions), their items (the
-- total), their comments and comment views (both comment counts) and the names of their clients. Statement-level
-- triggers read the changed rows from transition tables, so an import of thousands of items bumps each dealer once.
CREATE FUNCTION order_list_bump(dealers integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_list_versions (scope, version)
  SELECT DISTINCT dealer, 1 FROM unnest(dealers) AS dealer WHERE dealer IS NOT NULL ORDER BY dealer
  ON CONFLICT (scope) DO UPDATE SET version = order_list_versions.version + 1
$$;
--> statement-breakpoint
-- changed_rows: the inserted, deleted, or (one trigger each) old and new rows; TG_ARGV[0]: what the rows lead through to
-- their dealers. Static statements only, each planned once per trigger (EXECUTE would plan at every statement).
CREATE FUNCTION order_list_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'dealer' THEN
    PERFORM order_list_bump(ARRAY(SELECT dealer_id FROM changed_rows));
  ELSIF TG_ARGV[0] = 'order' THEN
    PERFORM order_list_bump(ARRAY(SELECT dealer_id FROM orders WHERE id IN (SELECT order_id FROM changed_rows)));
  ELSIF TG_ARGV[0] = 'comment' THEN
    PERFORM order_list_bump(ARRAY(
      SELECT o.dealer_id FROM comments c JOIN orders o ON o.id = c.order_id WHERE c.id IN (SELECT comment_id FROM changed_rows)
    ));
  ELSE
    PERFORM order_list_bump(ARRAY(SELECT dealer_id FROM orders WHERE client_id IN (SELECT id FROM changed_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION order_list_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_list_versions SET version = version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A trigger with a transition table fires on one event and names one table as changed_rows: an update has one trigger for
-- its old rows (an order moved to another dealer leaves the old one's list too) and one for its new rows. Clients matter
-- on update only, and only by their id, which no update can change while orders use it: a new client is in no order
-- yet, a deleted one leaves its orders through their own update.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN SELECT * FROM (VALUES
    ('orders', 'dealer', true),
    ('order_items', 'order', true),
    ('comments', 'order', true),
    ('comment_views', 'comment', true),
    ('clients', 'client', false)
  ) AS t (tbl, leads, all_events) LOOP
    EXECUTE format('CREATE TRIGGER order_list_%1$s_updated AFTER UPDATE ON %1$I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION order_list_rows_changed(%2$L)', watched.tbl, watched.leads);
    CONTINUE WHEN NOT watched.all_events;
    EXECUTE format('CREATE TRIGGER order_list_%1$s_updated_from AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION order_list_rows_changed(%2$L)', watched.tbl, watched.leads);
    EXECUTE format('CREATE TRIGGER order_list_%1$s_inserted AFTER INSERT ON %1$I REFERENCING NEW TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION order_list_rows_changed(%2$L)', watched.tbl, watched.leads);
    EXECUTE format('CREATE TRIGGER order_list_%1$s_deleted AFTER DELETE ON %1$I REFERENCING OLD TABLE AS changed_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION order_list_rows_changed(%2$L)', watched.tbl, watched.leads);
    EXECUTE format('CREATE TRIGGER order_list_%1$s_truncated AFTER TRUNCATE ON %1$I FOR EACH STATEMENT EXECUTE FUNCTION order_list_truncated()', watched.tbl);
  END LOOP;
END
$$;

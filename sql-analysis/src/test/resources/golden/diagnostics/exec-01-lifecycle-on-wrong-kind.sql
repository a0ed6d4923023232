-- lifecycle statements on a plain table, a view and a missing table: the gateway refuses them when it runs them
CREATE TEMPORARY VIEW recent AS SELECT id, ds FROM orders;
ALTER MATERIALIZED TABLE orders SUSPEND;
ALTER MATERIALIZED TABLE recent REFRESH;
ALTER MATERIALIZED TABLE no_such RESUME;
DROP MATERIALIZED TABLE orders;
DROP MATERIALIZED TABLE IF EXISTS no_such;
DROP MATERIALIZED TABLE no_such;

-- Streaming (the default mode) cannot sort on a column that is not a time attribute.
SELECT order_id, amount FROM orders ORDER BY amount;

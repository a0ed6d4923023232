-- The gateway applies a runtime-mode SET to the statements after it: in batch mode the sort is fine,
-- and a later switch back to streaming refuses it again.
SET 'execution.runtime-mode' = 'batch';
INSERT INTO order_sink SELECT order_id, amount FROM orders;
SELECT order_id, amount FROM orders ORDER BY amount;
RESET 'execution.runtime-mode';
SELECT order_id, amount FROM orders ORDER BY amount;

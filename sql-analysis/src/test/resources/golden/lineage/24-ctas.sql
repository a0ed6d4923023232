CREATE TABLE dws.paid_copy AS
SELECT order_id, amount * quantity AS gross FROM ods.orders WHERE status = 'PAID';

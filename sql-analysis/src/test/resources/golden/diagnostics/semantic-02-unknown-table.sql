SELECT *
FROM order_items;

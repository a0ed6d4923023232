SELECT order_id + status AS x FROM orders;

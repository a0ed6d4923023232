SELECT status FROM paid_orders;

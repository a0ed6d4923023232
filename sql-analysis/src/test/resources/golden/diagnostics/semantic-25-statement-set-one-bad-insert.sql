EXECUTE STATEMENT SET BEGIN
  INSERT INTO order_sink SELECT order_id, amount FROM orders;
  INSERT INTO customer_totals SELECT customer_id FROM orders;
END;

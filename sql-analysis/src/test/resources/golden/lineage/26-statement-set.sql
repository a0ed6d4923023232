EXECUTE STATEMENT SET BEGIN
  INSERT INTO dws.order_facts SELECT order_id, customer_id, amount FROM ods.orders;
  INSERT INTO dws.labels SELECT order_id, carrier FROM ods.shipments;
END;

CREATE TABLE shipments (
  shipment_id BIGINT,
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'datagen');

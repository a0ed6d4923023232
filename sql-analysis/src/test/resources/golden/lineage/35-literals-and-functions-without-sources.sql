INSERT INTO dws.labels
SELECT 42, 'constant' FROM ods.orders;

CREATE TABLE orders (
  id BIGINT,
  amount DECIMAL(10, 2),
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

EXECUTE STATEMENT SET BEGIN
  INSERT INTO a SELECT id, CASE WHEN amount > 10 THEN 'big' ELSE 'small' END FROM orders;
  INSERT INTO b SELECT id FROM orders;
END;

SELECT 'semi;colon' AS `odd;name` FROM orders -- trailing; comment
;

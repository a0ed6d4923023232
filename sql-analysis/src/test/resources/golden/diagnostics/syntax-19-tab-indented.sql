SELECT
	a,
	b	c	d
FROM orders;

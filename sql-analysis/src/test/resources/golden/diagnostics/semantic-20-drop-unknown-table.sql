DROP TABLE order_archive;

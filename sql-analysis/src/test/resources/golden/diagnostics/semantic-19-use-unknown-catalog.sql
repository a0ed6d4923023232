USE CATALOG warehouse;

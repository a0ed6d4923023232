/** Immutable catalog snapshots: catalogs, databases, tables, views and materialized tables. */
package io.freshet.analysis.catalog;

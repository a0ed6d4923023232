/**
 * Database access shared by the stores: an INSERT that returns its generated id the same way on H2 and PostgreSQL
 * ({@code GeneratedIds}). It must not know any feature's tables.
 */
package io.freshet.backend.persistence;

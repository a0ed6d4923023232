/**
 * The SQL that registers Freshet's Paimon filesystem catalog on a gateway ({@code PaimonCatalogSql}), every name quoted
 * through sql-text's {@code SqlQuoting}. Text only: it must not open a session, run the statement or read the
 * warehouse (the backend's {@code CatalogBootstrap} runs it).
 */
package io.freshet.gateway.catalog;

/**
 * Freshet's connections to Flink: the main SQL Gateway (external, or the embedded Flink started, supervised and
 * restarted here with its backoff and lifecycle), Flink's own REST API, the ingestion gateway, the embedded Flink's
 * allowed roots and hosts, Freshet's Paimon catalog on the gateway ({@code CatalogBootstrap}) and the gate for the
 * statements Freshet writes itself ({@code SystemGate}). It must not run a user's statements or decide what a role may
 * run: sessions for users are opened by {@code run}, gated by {@code policy}.
 */
package io.freshet.backend.gateway;

/**
 * The embedded Flink JVM's sandbox: a security manager that judges every local file access ({@code FileRules},
 * {@code SystemReadRoots}) and every outbound connection ({@code ConnectRules}, {@code AllowedHosts},
 * {@code OwnListeningPorts}) and refuses starting programs, installed after the child read its configuration and
 * secret. It decides what the child may reach; it must not widen its own rules once installed, and it depends on
 * nothing of Freshet but {@code fsguard}'s allowed roots (the launcher reads {@code AllowedHosts} to write the child's
 * configuration).
 */
package io.freshet.gateway.embedded.server.sandbox;

/**
 * The Ctrl+K object search over what the IDE already holds: the warehouse's last read (tables and columns) and the
 * projects' scripts. It must not call the gateway or read the warehouse again.
 */
package io.freshet.backend.search;

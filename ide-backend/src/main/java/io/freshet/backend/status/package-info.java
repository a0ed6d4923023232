/**
 * The Status page's picture of Freshet's dependencies (gateway, catalog, metadata database): probes run on a fixed
 * delay so a view never waits on one, and what a VIEWER or DEVELOPER sees of it without addresses, ports, paths or
 * credentials. It must not start, stop or repair anything it probes.
 */
package io.freshet.backend.status;

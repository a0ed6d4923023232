/**
 * Completion at a cursor in a multi-statement script. It must not keep state between calls beyond what the planner
 * session caches, nor read a live catalog (it is handed a snapshot).
 */
package io.freshet.analysis.completion;

/** Completion at a cursor in a multi-statement script. */
package io.freshet.analysis.completion;

/** Splitting scripts into statements with exact extents, and offset/line/column translation. */
package io.freshet.analysis.script;

/** Diagnostics (positioned findings with severity and fix hint) of the analysis. */
package io.freshet.analysis.diagnostic;

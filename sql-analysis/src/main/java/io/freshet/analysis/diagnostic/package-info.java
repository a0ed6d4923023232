/**
 * Diagnostics (positioned findings with severity and fix hint) of the analysis. Values only: it must not parse or
 * validate anything itself.
 */
package io.freshet.analysis.diagnostic;

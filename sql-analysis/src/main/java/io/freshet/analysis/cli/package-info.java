/** The freshet-sql.jar command line. */
package io.freshet.analysis.cli;

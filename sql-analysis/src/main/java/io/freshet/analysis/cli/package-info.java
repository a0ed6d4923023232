/**
 * The freshet-sql.jar command line. Lint, lineage and policy run on local files; plan and apply go to a Freshet
 * server's {@code /api/v1}. It must not reach Flink or a warehouse itself.
 */
package io.freshet.analysis.cli;

package io.freshet.analysis.parse;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Job control statements read on Flink's AST: listing, and stopping with the id and clauses as written. */
class JobStatementTest {

    private static final String ID = "0123456789abcdef0123456789abcdef";

    @Test
    void listingIsReadWhateverItsSpellingAndComments() {
        assertThat(JobStatement.of("show   jobs"))
                .contains(new JobStatement(JobStatement.Action.LIST, null, false, false));
        assertThat(JobStatement.of("/* mine */ SHOW\n JOBS -- all\n")).map(JobStatement::action)
                .contains(JobStatement.Action.LIST);
    }

    @Test
    void stoppingCarriesTheIdAndBothClauses() {
        assertThat(JobStatement.of("STOP JOB '" + ID + "'"))
                .contains(new JobStatement(JobStatement.Action.STOP, ID, false, false));
        assertThat(JobStatement.of("stop job '" + ID + "' with savepoint with drain"))
                .contains(new JobStatement(JobStatement.Action.STOP, ID, true, true));
        assertThat(JobStatement.of("STOP JOB 'not-an-id'")).map(JobStatement::jobId).contains("not-an-id");
        // Flink 2.0's grammar drains only with a savepoint: alone it does not parse, in the gateway either
        assertThat(JobStatement.of("STOP JOB '" + ID + "' WITH DRAIN")).isEmpty();
    }

    @Test
    void otherStatementsScriptsAndBrokenTextAreNoJobControl() {
        assertThat(JobStatement.of("SHOW TABLES")).isEmpty();
        assertThat(JobStatement.of("SELECT 'STOP JOB'")).isEmpty();
        assertThat(JobStatement.of("SHOW JOBS; SHOW JOBS")).isEmpty();
        assertThat(JobStatement.of("STOP JOB")).isEmpty();
        assertThat(JobStatement.of((String) null)).isEmpty();
    }
}

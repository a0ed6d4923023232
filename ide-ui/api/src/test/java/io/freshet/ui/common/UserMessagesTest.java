package io.freshet.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.script.TextRange;
import io.freshet.ui.catalog.ActualFreshness;
import io.freshet.ui.editor.EditorDiagnostic;
import io.freshet.ui.run.RunError;
import io.freshet.ui.status.ComponentStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The one translation of user-visible errors: Java exception texts never pass, people's sentences pass unchanged. */
class UserMessagesTest {

    private static final String INTERNAL_SENTENCE = "An internal error in Flink or Freshet, not a mistake it can point to"
            + " (the details or the server log have the full text).";

    @Test
    void flinksParserFailingOnDeepNestingSaysSo() {
        // what the gateway answers to 5,000 nested parentheses, as its deepest cause
        String flink = "Cannot invoke \"String.contains(java.lang.CharSequence)\" because the return value of"
                + " \"org.apache.calcite.sql.parser.SqlParseException.getMessage()\" is null";
        assertThat(UserMessages.translate(flink)).isEqualTo(UserMessages.TOO_DEEP);
        assertThat(UserMessages.translate("java.lang.StackOverflowError")).isEqualTo(UserMessages.TOO_DEEP);
    }

    @Test
    void jvmTextsBecomeAnInternalErrorKeepingWhatPeopleWroteBeforeThem() {
        assertThat(UserMessages.translate("java.lang.NullPointerException: Cannot invoke \"Object.toString()\""
                + " because \"value\" is null")).isEqualTo(INTERNAL_SENTENCE);
        assertThat(UserMessages.translate("Previewing lakehouse.ods.t failed: Cannot read field \"a\" because \"b\""
                + " is null")).isEqualTo("Previewing lakehouse.ods.t failed: " + UserMessages.INTERNAL + ".");
        assertThat(UserMessages.translate("class java.lang.String cannot be cast to class java.lang.Integer"))
                .isEqualTo(INTERNAL_SENTENCE);
        assertThat(UserMessages.translate("Index 3 out of bounds for length 3")).isEqualTo(INTERNAL_SENTENCE);
        assertThat(UserMessages.translate("Could not run: java.lang.NoClassDefFoundError: org/apache/hadoop/conf/"
                + "Configuration")).isEqualTo("Could not run: " + UserMessages.INTERNAL + ".");
        assertThat(UserMessages.translate("NullPointerException")).isEqualTo(INTERNAL_SENTENCE);
        assertThat(UserMessages.translate("null")).isEqualTo(INTERNAL_SENTENCE);
    }

    @Test
    void classNamesAndStackFramesAreCutFromAMessageThatSaysSomething() {
        assertThat(UserMessages.translate("org.apache.flink.table.api.ValidationException: SQL validation failed."
                + " Object 'nosuch' not found")).isEqualTo("SQL validation failed. Object 'nosuch' not found");
        assertThat(UserMessages.translate("The job failed: org.apache.flink.util.FlinkRuntimeException: disk full\n"
                + "\tat org.apache.flink.X.run(X.java:12)\n\tat java.base/java.lang.Thread.run(Thread.java:840)"))
                .isEqualTo("The job failed: disk full");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Table (or view) dwd.order_detail already exists in Catalog lakehouse",
        "The warehouse file:///home/me/Warehouse/Data does not exist yet: start Flink first.",
        "Not run: the path 'file:///etc/' is outside the lakehouse warehouse (rule PATH, role DEVELOPER)",
        "Flink cannot schedule a refresh every 7 hours; pick a value the slider offers.",
        "Column 'nosuchcol' not found in any table",
        "Not running: the refresh job failed at 12:00:03 UTC",
        "Error while reading: the connection was reset",
    })
    void sentencesForPeoplePassUnchanged(String message) {
        assertThat(UserMessages.translate(message)).isEqualTo(message);
    }

    @Test
    void nullAndBlankStayAsTheyAre() {
        assertThat(UserMessages.translate(null)).isNull();
        assertThat(UserMessages.translate("")).isEmpty();
    }

    @Test
    void theErrorCarryingContractsApplyIt() {
        String npe = "Cannot invoke \"java.util.List.size()\" because \"rows\" is null";
        assertThat(new ServiceException(npe).userMessage()).isEqualTo(INTERNAL_SENTENCE);
        RunError run = new RunError(npe, "the gateway's full text", null);
        assertThat(run.message()).isEqualTo(INTERNAL_SENTENCE);
        assertThat(run.details()).as("kept for the Details expander").isEqualTo("the gateway's full text");
        assertThat(new EditorDiagnostic(EditorDiagnostic.Severity.ERROR, npe, TextRange.point(1, 1), "validation",
                null).message())
                .isEqualTo(INTERNAL_SENTENCE);
        assertThat(new ComponentStatus("gateway", "Gateway", ComponentStatus.Health.DOWN, "", "",
                "Could not connect: " + npe, "").detail()).isEqualTo("Could not connect: " + UserMessages.INTERNAL + ".");
        assertThat(new ActualFreshness(ActualFreshness.Verdict.UNKNOWN, null, null, "Job state unknown: " + npe)
                .words()).isEqualTo("Job state unknown: " + UserMessages.INTERNAL + ".");
    }

    @Test
    void aNumberFormatExceptionSaysWhichValueIsNotANumber() {
        assertThat(UserMessages.translate("java.lang.NumberFormatException: For input string: \"not a number\""))
                .startsWith("The value \"not a number\" is not a number where Flink needed one")
                .contains("TRY_CAST").doesNotContain("For input string", "java.lang", "internal error");
        assertThat(UserMessages.translate("Refreshing x failed: org.apache.flink.table.api.TableException:"
                + " java.lang.NumberFormatException: For input string: \"2024-13\" under radix 10\n\tat a.B.c(B.java:1)"))
                .startsWith("Refreshing x failed: the value \"2024-13\" is not a number")
                .doesNotContain("radix", "\tat ");
    }

    @Test
    void flinksOwnCastErrorIsTranslatedToo() {
        // Flink's BinaryStringDataUtil quotes with single quotes and adds a reason: it passed untranslated before
        assertThat(UserMessages.translate("java.lang.NumberFormatException: For input string: 'not a number'."
                + " Invalid character found."))
                .isEqualTo(UserMessages.translate("java.lang.NumberFormatException: For input string: \"not a number\""))
                .doesNotContain("For input string");
        assertThat(UserMessages.translate("For input string: '99999999999'. Overflow."))
                .startsWith("The value \"99999999999\" is too large").doesNotContain("Overflow.");
    }
}

package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.ui.run.ResultColumn;
import io.freshet.ui.run.ResultFormat;
import java.io.IOException;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The CSV and JSON download formats: quoting, NULLs, nested values, changelog rows. */
class ResultWritersTest {

    private static final List<ResultColumn> COLUMNS = List.of(new ResultColumn("id", "BIGINT NOT NULL"),
            new ResultColumn("name", "STRING"), new ResultColumn("price", "DECIMAL(10, 2)"),
            new ResultColumn("ok", "BOOLEAN"), new ResultColumn("tags", "ARRAY<STRING>"),
            new ResultColumn("attrs", "MAP<STRING, INT>"), new ResultColumn("pos", "ROW<`x` INT, `y` INT>"),
            new ResultColumn("ratio", "DOUBLE"));

    @Test
    void csvQuotesWhatNeedsItAndTellsNullFromEmpty() throws IOException {
        String csv = write(ResultFormat.CSV, false,
                row("1", "plain", "1.50", "true", "[\"a\",\"b\"]", "{\"k\":1}", "{\"x\":1,\"y\":2}", "0.5"),
                row("2", "a, \"quoted\"\nline", null, null, null, null, null, "NaN"),
                row("3", "", " edge ", "false", "[]", "{}", null, "-1.0E-5"));

        assertThat(csv).isEqualTo("id,name,price,ok,tags,attrs,pos,ratio\r\n"
                + "1,plain,1.50,true,\"[\"\"a\"\",\"\"b\"\"]\",\"{\"\"k\"\":1}\",\"{\"\"x\"\":1,\"\"y\"\":2}\",0.5\r\n"
                + "2,\"a, \"\"quoted\"\"\nline\",,,,,,NaN\r\n"
                + "3,\"\",\" edge \",false,[],{},,-1.0E-5\r\n");
    }

    @Test
    void csvOfAChangelogCarriesTheChangeKind() throws IOException {
        String csv = ResultWritersTest.write(ResultFormat.CSV, true, new String[] {"-U", "1"}, new String[] {"+U", "2"});

        assertThat(csv).startsWith("_change,id,").contains("\r\n-U,1\r\n").endsWith("\r\n+U,2\r\n");
    }

    @Test
    void jsonKeepsTypesNestsNestedValuesAndWritesNullAsNull() throws IOException {
        String json = write(ResultFormat.JSON, false,
                row("1", "plain \"q\" \\ é", "1.50", "true", "[\"a\",\"b\"]", "{\"k\":1}", "{\"x\":1,\"y\":2}", "0.5"),
                row("2", null, null, null, null, null, null, "NaN"),
                row("3", "", "12", "maybe", "not json [", "{}", null, "-1.0E-5"));

        JsonNode rows = new ObjectMapper().readTree(json);
        assertThat(rows.isArray()).isTrue();
        assertThat(rows).hasSize(3);
        JsonNode first = rows.get(0);
        assertThat(first.get("id").isIntegralNumber()).isTrue();
        assertThat(first.get("id").asLong()).isEqualTo(1);
        assertThat(first.get("name").asText()).isEqualTo("plain \"q\" \\ é");
        assertThat(first.get("price").decimalValue()).isEqualByComparingTo("1.50");
        assertThat(first.get("ok").isBoolean()).isTrue();
        assertThat(first.get("tags").isArray()).isTrue();
        assertThat(first.get("tags").get(1).asText()).isEqualTo("b");
        assertThat(first.get("attrs").get("k").asInt()).isEqualTo(1);
        assertThat(first.get("pos").get("y").asInt()).isEqualTo(2);
        JsonNode second = rows.get(1);
        assertThat(second.get("name").isNull()).isTrue();
        assertThat(second.get("tags").isNull()).isTrue();
        assertThat(second.get("ratio").asText()).as("NaN is no JSON number: kept as text").isEqualTo("NaN");
        JsonNode third = rows.get(2);
        assertThat(third.get("name").asText()).isEmpty();
        assertThat(third.get("ok").asText()).as("not a boolean: kept as text").isEqualTo("maybe");
        assertThat(third.get("tags").asText()).as("not JSON: kept as text").isEqualTo("not json [");
        assertThat(third.get("ratio").doubleValue()).isEqualTo(-1.0E-5);
    }

    @Test
    void jsonNamesRepeatedColumnsApartAndCarriesTheChangeKind() throws IOException {
        StringWriter out = new StringWriter();
        ResultWriter writer = ResultWriter.of(ResultFormat.JSON, out,
                List.of(new ResultColumn("id", "INT"), new ResultColumn("id", "INT")), true);
        writer.row("-D", List.of("1", "2"));
        writer.finish();

        JsonNode row = new ObjectMapper().readTree(out.toString()).get(0);
        assertThat(row.get("_change").asText()).isEqualTo("-D");
        assertThat(row.get("id").asInt()).isEqualTo(1);
        assertThat(row.get("id_2").asInt()).isEqualTo(2);
    }

    @Test
    void anEmptyResultIsAHeaderOrAnEmptyArray() throws IOException {
        assertThat(write(ResultFormat.CSV, false)).isEqualTo("id,name,price,ok,tags,attrs,pos,ratio\r\n");
        assertThat(new ObjectMapper().readTree(write(ResultFormat.JSON, false))).isEmpty();
    }

    private static String[] row(String... values) {
        return values;
    }

    private static String write(ResultFormat format, boolean withKind, String[]... rows) throws IOException {
        StringWriter out = new StringWriter();
        ResultWriter writer = ResultWriter.of(format, out, COLUMNS, withKind);
        for (String[] row : rows) {
            if (withKind) {
                writer.row(row[0], Arrays.asList(Arrays.copyOfRange(row, 1, row.length)));
            } else {
                writer.row("+I", Arrays.asList(row));
            }
        }
        writer.finish();
        return out.toString();
    }
}

package io.freshet.ui.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The policy form's text boxes and the policy's lists and option rules, both ways. */
class RuleLinesTest {

    @Test
    void listsAreOneEntryALineTrimmedWithBlankLinesLeftOut() {
        assertThat(RuleLines.text(List.of("kafka", "paimon"))).isEqualTo("kafka\npaimon");
        assertThat(RuleLines.entries("  kafka \n\n paimon\r\n")).containsExactly("kafka", "paimon");
        assertThat(RuleLines.entries("")).isEmpty();
    }

    @Test
    void optionRulesAreKeyEqualsRuleAndSurviveTheRoundTrip() {
        Map<String, String> rules = new TreeMap<>(Map.of("bucket", "scalar", "file.format", "enum:orc|parquet"));
        String text = RuleLines.rulesText(rules);
        assertThat(text).isEqualTo("bucket = scalar\nfile.format = enum:orc|parquet");
        assertThat(RuleLines.rules(text)).isEqualTo(rules);

        Map<String, Map<String, String>> byConnector = new TreeMap<>(Map.of("kafka", Map.of("topic", "scalar"),
                "jdbc", Map.of("url", "jdbc-url")));
        String connectors = RuleLines.connectorText(byConnector);
        assertThat(connectors).isEqualTo("jdbc: url = jdbc-url\nkafka: topic = scalar");
        assertThat(RuleLines.connectorRules(connectors)).isEqualTo(byConnector);
    }

    @Test
    void aLineThatCannotBeReadIsRefusedWithItsNumber() {
        assertThatThrownBy(() -> RuleLines.rules("bucket = scalar\n\nchangelog-producer input"))
                .isInstanceOfSatisfying(RuleLines.BadLine.class, bad -> assertThat(bad.line()).isEqualTo(3))
                .hasMessage("Line 3: write key = rule, e.g. bucket = scalar");
        assertThatThrownBy(() -> RuleLines.rules("bucket = scalar\nbucket = text"))
                .hasMessage("Line 2: 'bucket' is listed twice");
        assertThatThrownBy(() -> RuleLines.connectorRules("kafka: topic = scalar\ntopic = scalar"))
                .hasMessageStartingWith("Line 2: write connector: key = rule");
        assertThatThrownBy(() -> RuleLines.rules("bucket =  "))
                .hasMessageStartingWith("Line 1: write key = rule");
    }

    @Test
    void anEntryTheJsonNamesByIndexIsFoundOnItsLine() {
        String roots = "/data/b\n\n/data/a";
        // pathRoots keeps its order in the JSON: index 1 is the second entry, on line 3
        assertThat(RuleLines.lineOfEntry(roots, 1, true)).isEqualTo(3);
        // a set is sorted in the JSON: index 0 is /data/a, on line 3
        assertThat(RuleLines.lineOfEntry(roots, 0, false)).isEqualTo(3);
        assertThat(RuleLines.lineOfEntry(roots, 5, true)).isZero();
    }

    @Test
    void anOptionKeyIsFoundOnItsLine() {
        assertThat(RuleLines.lineOfKey("bucket = scalar\njson.fail = nope", "json.fail", false)).isEqualTo(2);
        assertThat(RuleLines.lineOfKey("jdbc: url = jdbc-url\nkafka: topic = nope", "kafka.topic", true))
                .isEqualTo(2);
        assertThat(RuleLines.lineOfKey("bucket = scalar", "other", false)).isZero();
    }
}

package io.freshet.backend.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.analysis.policy.PolicyChecker;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.analysis.policy.PolicyRule;
import io.freshet.analysis.policy.Refusal;
import io.freshet.analysis.policy.RolePolicy;
import io.freshet.analysis.policy.StatementPolicy;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.settings.PolicyForm;
import io.freshet.ui.settings.PolicyFormException;
import io.freshet.ui.settings.PolicyProblem;
import io.freshet.ui.settings.RoleRules;
import java.lang.reflect.RecordComponent;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** The Settings page's form and the statement policy, both ways, through the same checks as the JSON text. */
class PolicyFormMappingTest {

    private static final URI WAREHOUSE = URI.create("file:///var/freshet/warehouse/");

    @Test
    void theDefaultsMakeAFormWhoseTextIsTheDefaultsText() {
        PolicyForm form = PolicyFormMapping.toForm(StatementPolicy.defaults());
        assertThat(form.roles()).extracting(RoleRules::role).containsExactly("VIEWER", "DEVELOPER", "ADMIN");
        assertThat(form.statementKinds()).isEqualTo(StatementPolicy.listableStatementKinds())
                .contains("DROP_VIEW", "QUERY").doesNotContain("JAR", "CATALOG", "PLAN", "OTHER").isSorted();
        assertThat(form.role("VIEWER").readOnly()).isTrue();
        assertThat(form.role("DEVELOPER").statements()).contains("DROP_VIEW").isSorted();
        assertThat(form.role("DEVELOPER").connectorOptions()).isNotEmpty();
        assertThat(PolicyFormMapping.toJson(form)).isEqualTo(StatementPolicy.defaults().toJson());
    }

    @Test
    void everyFieldOfTheRulesHasItsPlaceInTheFormAndSurvivesTheRoundTrip() {
        List<String> policyFields = Arrays.stream(RolePolicy.class.getRecordComponents())
                .map(RecordComponent::getName).toList();
        List<String> formFields = Arrays.stream(RoleRules.class.getRecordComponents())
                .map(RecordComponent::getName).filter(name -> !name.equals("role")).toList();
        assertThat(formFields).containsExactlyInAnyOrderElementsOf(policyFields);

        String text = "{\"ADMIN\": {\"unrestricted\": true, \"jars\": true, \"catalogs\": true, \"modules\": true,"
                + " \"connectors\": [\"kafka\"], \"pathRoots\": [\"/data/b\", \"/data/a\"],"
                + " \"functionClasses\": [\"com.example.F\"], \"settableKeys\": [\"table.*\", \"pipeline.name\"],"
                + " \"procedures\": [\"sys.compact\"], \"statements\": [\"QUERY\"],"
                + " \"connectorOptions\": {\"kafka\": {\"topic\": \"scalar\"}},"
                + " \"formatOptions\": {\"json.x\": \"text\"},"
                + " \"tableOptions\": {\"bucket\": \"scalar\"}, \"functions\": [\"db.f\"]},"
                + " \"VIEWER\": {\"readOnly\": false, \"statements\": []}}";
        StatementPolicy policy = StatementPolicy.fromJson(text);
        PolicyForm form = PolicyFormMapping.toForm(policy);
        RoleRules admin = form.role("ADMIN");
        assertThat(admin.unrestricted()).isTrue();
        assertThat(admin.pathRoots()).as("a list keeps its order").containsExactly("/data/b", "/data/a");
        assertThat(admin.settableKeys()).containsExactly("table.*", "pipeline.name");
        assertThat(admin.connectorOptions()).isEqualTo(Map.of("kafka", Map.of("topic", "scalar")));
        assertThat(form.role("VIEWER").readOnly()).isFalse();
        assertThat(StatementPolicy.fromJson(PolicyFormMapping.toJson(form))).isEqualTo(policy);
    }

    @Test
    void aKindUntickedForDeveloperIsRefusedToDeveloperAndAuditedAsAChangeOfItsStatements() {
        PolicyForm form = edit(PolicyFormMapping.toForm(StatementPolicy.defaults()), "DEVELOPER", rules -> {
            List<String> kinds = new ArrayList<>(rules.statements());
            kinds.remove("DROP_VIEW");
            return rules.withStatements(kinds);
        });
        StatementPolicy saved = StatementPolicy.fromJson(PolicyFormMapping.toJson(form));

        List<Refusal> developer = new PolicyChecker(saved, WAREHOUSE).check("DROP VIEW IF EXISTS v",
                PolicyRole.DEVELOPER);
        assertThat(developer).singleElement().satisfies(r -> {
            assertThat(r.rule()).isEqualTo(PolicyRule.STATEMENT);
            assertThat(r.message()).contains("DROP_VIEW is not on the allow-list for DEVELOPER");
        });
        assertThat(new PolicyChecker(saved, WAREHOUSE).check("DROP VIEW IF EXISTS v", PolicyRole.ADMIN)).isEmpty();
        assertThat(AdminPolicyService.changes(StatementPolicy.defaults(), saved)).isEqualTo("DEVELOPER: statements");
        assertThat(PolicyFormMapping.toForm(saved)).isEqualTo(form);
    }

    @Test
    void whatTheTextMayNotSayTheFormMayNotSayEither() {
        PolicyForm defaults = PolicyFormMapping.toForm(StatementPolicy.defaults());
        PolicyForm unrestrictedViewer = edit(defaults, "VIEWER", r -> rules(r, true, r.pathRoots(), r.formatOptions()));
        assertThatThrownBy(() -> PolicyFormMapping.toJson(unrestrictedViewer))
                .isInstanceOfSatisfying(PolicyFormException.class, e -> assertThat(e.problem())
                        .isEqualTo(new PolicyProblem("VIEWER", "unrestricted", -1, null,
                                "only ADMIN can be unrestricted")))
                .hasMessageContaining("VIEWER.unrestricted: only ADMIN can be unrestricted");

        PolicyForm badRoot = edit(defaults, "DEVELOPER", r -> rules(r, false, List.of("/data/a", "relative"),
                r.formatOptions()));
        assertThatThrownBy(() -> PolicyFormMapping.toJson(badRoot)).isInstanceOfSatisfying(PolicyFormException.class,
                e -> {
                    assertThat(e.problem().role()).isEqualTo("DEVELOPER");
                    assertThat(e.problem().field()).isEqualTo("pathRoots");
                    assertThat(e.problem().index()).isEqualTo(1);
                    assertThat(e.problem().message()).startsWith("'relative' is not an absolute path or URI");
                });

        Map<String, String> format = new LinkedHashMap<>(defaults.role("ADMIN").formatOptions());
        format.put("json.fail", "nonsense");
        PolicyForm badRule = edit(defaults, "ADMIN", r -> rules(r, false, r.pathRoots(), format));
        assertThatThrownBy(() -> PolicyFormMapping.toJson(badRule)).isInstanceOfSatisfying(PolicyFormException.class,
                e -> {
                    assertThat(e.problem().field()).isEqualTo("formatOptions");
                    assertThat(e.problem().key()).isEqualTo("json.fail");
                    assertThat(e.problem().message()).contains("unknown value rule 'nonsense'");
                });

        PolicyForm onlyAdmin = new PolicyForm(List.of(rules(defaults.role("ADMIN"), false, List.of(), Map.of())
                .withStatements(List.of())), List.of());
        assertThat(PolicyFormMapping.toPolicy(onlyAdmin).forRole(PolicyRole.ADMIN).statements()).isEmpty();
        PolicyForm nobody = new PolicyForm(List.of(new RoleRules("ROOT", false, false, null, false, false, false,
                null, null, null, null, null, null, null, null, null)), List.of());
        assertThatThrownBy(() -> PolicyFormMapping.toJson(nobody)).isInstanceOf(ServiceException.class)
                .hasMessageContaining("Unknown role 'ROOT'");
    }

    @Test
    void aProblemInTheTextIsFoundOnItsLine() {
        String text = StatementPolicy.defaults().toJson().replaceFirst("\"pathRoots\" : \\[ \\]",
                "\"pathRoots\" : [\n    \"/data/a\",\n    \"relative\"\n  ]");
        List<String> lines = List.of(text.split("\n", -1));
        int expected = lines.indexOf("    \"relative\"") + 1;
        assertThat(expected).isPositive();
        String message = refusal(text);
        assertThat(message).startsWith("VIEWER.pathRoots[1]: 'relative'");
        assertThat(PolicyProblems.withLine(text, message)).endsWith("(line " + expected + ")");

        String badKey = StatementPolicy.defaults().toJson().replaceFirst("\"topic\" : \"[a-z-]+\"",
                "\"topic\" : \"nonsense\"");
        String keyMessage = refusal(badKey);
        PolicyProblem place = PolicyProblems.of(keyMessage);
        assertThat(place.field()).isEqualTo("connectorOptions");
        assertThat(place.key()).endsWith(".topic");
        int keyLine = PolicyProblems.line(badKey, place);
        assertThat(badKey.split("\n", -1)[keyLine - 1]).contains("\"topic\" : \"nonsense\"");

        assertThat(PolicyProblems.withLine(text, "The statement policy is not valid JSON: x (line 3, column 1)"))
                .isEqualTo("The statement policy is not valid JSON: x (line 3, column 1)");
    }

    private static String refusal(String text) {
        try {
            StatementPolicy.fromJson(text);
        } catch (RuntimeException e) {
            return e.getMessage();
        }
        throw new AssertionError("the text was accepted: " + text);
    }

    private static PolicyForm edit(PolicyForm form, String role, UnaryOperator<RoleRules> change) {
        return new PolicyForm(form.roles().stream().map(r -> r.role().equals(role) ? change.apply(r) : r).toList(),
                form.statementKinds());
    }

    private static RoleRules rules(RoleRules r, boolean unrestricted, List<String> pathRoots,
                                   Map<String, String> formatOptions) {
        return new RoleRules(r.role(), unrestricted, r.readOnly(), r.statements(), r.jars(), r.catalogs(),
                r.modules(), r.connectors(), pathRoots, r.functionClasses(), r.settableKeys(), r.procedures(),
                r.functions(), formatOptions, r.tableOptions(), r.connectorOptions());
    }
}

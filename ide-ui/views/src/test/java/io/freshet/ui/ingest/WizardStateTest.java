package io.freshet.ui.ingest;

import static io.freshet.ui.ingest.IngestFixtures.blockedPreview;
import static io.freshet.ui.ingest.IngestFixtures.logs;
import static io.freshet.ui.ingest.IngestFixtures.orders;
import static io.freshet.ui.ingest.IngestFixtures.places;
import static io.freshet.ui.ingest.IngestFixtures.readyPreview;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.ingest.WizardState.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The wizard's state on its own: what each step needs before "Next", and which choices a change forgets. */
class WizardStateTest {

    @Test
    void aFreshWizardTargetsOdsAndCannotGoOnWithoutASource() {
        WizardState s = WizardState.start();

        assertThat(s.step()).isEqualTo(Step.SOURCE);
        assertThat(s.targetDatabase()).isEqualTo("ods");
        assertThat(s.blockers()).containsExactly("Pick a source.");
        assertThatThrownBy(s::next).isInstanceOf(IllegalStateException.class).hasMessage("Pick a source.");
        assertThat(s.withSource("shop").next().step()).isEqualTo(Step.SCHEMA);
    }

    @Test
    void tablesAreKeptInTheSchemasOrderAndAllMeansEveryOne() {
        WizardState s = atTables();

        WizardState some = s.withChosen(List.of("places", "orders", "nosuch"));
        assertThat(some.chosen()).containsExactly("orders", "places");
        assertThat(some.allChosen()).isFalse();
        assertThat(s.withAllChosen(true).chosen()).containsExactly("orders", "logs", "places");
        assertThat(s.withAllChosen(true).allChosen()).isTrue();
        assertThat(s.withAllChosen(true).withAllChosen(false).blockers()).containsExactly("Choose at least one table.");
    }

    @Test
    void anotherSourceOrSchemaForgetsTheChoicesThatDependedOnIt() {
        WizardState chosen = atTables().withChosen(List.of("orders")).withPreviews(List.of(readyPreview(orders())));

        WizardState otherSource = chosen.withSource("crm");
        assertThat(otherSource.schema()).isNull();
        assertThat(otherSource.tables()).isEmpty();
        assertThat(otherSource.previews()).isEmpty();
        assertThat(chosen.withSource("shop")).as("the same source keeps everything").isSameAs(chosen);
        assertThat(chosen.withSchema("sales", List.of()).chosen()).isEmpty();
        assertThat(chosen.withChosen(List.of("orders", "logs")).previews()).as("other tables need another preview")
                .isEmpty();
        assertThat(chosen.withTargetDatabase("raw").previews()).isEmpty();
    }

    @Test
    void theTargetDatabaseMustBeAName() {
        WizardState target = atTables().withChosen(List.of("orders")).next();
        assertThat(target.step()).isEqualTo(Step.TARGET);
        assertThat(target.canAdvance()).isTrue();

        assertThat(target.withTargetDatabase("  ").blockers()).singleElement().asString()
                .startsWith("The target database is 1 to 100 letters");
        assertThat(target.withTargetDatabase("ods; DROP").canAdvance()).isFalse();
        assertThat(target.withTargetDatabase(" raw_2 ").targetDatabase()).isEqualTo("raw_2");
    }

    @Test
    void aPreviewWithAProblemKeepsTheWizardOnThePreview() {
        WizardState preview = atTables().withAllChosen(true).next().next();
        assertThat(preview.step()).isEqualTo(Step.PREVIEW);
        assertThat(preview.blockers()).containsExactly("The preview of the target tables is not loaded.");

        WizardState blocked = preview.withPreviews(List.of(readyPreview(orders()),
                blockedPreview(logs(), "public.logs has no primary key"), blockedPreview(places(), "point")));
        assertThat(blocked.notReady()).extracting(TargetPreview::table).containsExactly("logs", "places");
        assertThat(blocked.blockers()).containsExactly("public.logs has no primary key", "point");

        WizardState fine = blocked.back().back().withChosen(List.of("orders")).next().next()
                .withPreviews(List.of(readyPreview(orders())));
        assertThat(fine.canAdvance()).isTrue();
        assertThat(fine.next().step()).isEqualTo(Step.MODE);
        assertThat(fine.next().canAdvance()).as("nothing comes after the last step").isFalse();
    }

    @Test
    void backKeepsEveryChoiceAndStopsAtTheFirstStep() {
        WizardState tables = atTables().withChosen(List.of("logs"));

        WizardState source = tables.back().back();
        assertThat(source.step()).isEqualTo(Step.SOURCE);
        assertThat(source.back()).isSameAs(source);
        assertThat(source.chosen()).containsExactly("logs");
        assertThat(source.schema()).isEqualTo("public");
    }

    private static WizardState atTables() {
        return WizardState.start().withSource("shop").next()
                .withSchema("public", List.of(orders(), logs(), places())).next();
    }
}

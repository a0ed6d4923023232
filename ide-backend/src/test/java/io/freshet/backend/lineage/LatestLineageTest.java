package io.freshet.backend.lineage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.warehouse.CatalogSnapshotSource;
import io.freshet.backend.warehouse.LiveCatalog;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.lineage.LineageTable;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.scripts.ScriptDocument;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.support.StaticListableBeanFactory;

/**
 * The Lineage page never waits long for an analysis: {@link LineageIndex#latest} brings the index up to date in the
 * background, waits a little, and answers with the index as last computed (none before the project's first analysis),
 * telling the followers of the update; an unchanged project is found, not analysed again.
 */
class LatestLineageTest {

    private static final long WAIT_SECONDS = 120;

    @Test
    void aProjectIsAnalysedInTheBackgroundItsFollowersHearOfItAndUnchangedItIsNotAnalysedAgain() throws Exception {
        LineageIndex index = index(SampleProjects.scripts(SampleProjects.ECOMMERCE));
        BlockingQueue<ProjectIndex> heard = new LinkedBlockingQueue<>();
        index.follow("ecommerce", heard::add);

        assertThat(index.latest("ecommerce", 0)).as("not analysed yet, not waited for").isEmpty();

        ProjectIndex computed = heard.poll(WAIT_SECONDS, TimeUnit.SECONDS);
        assertThat(computed).as("the followers hear of the first analysis").isNotNull();
        assertThat(computed.graph().tables()).extracting(LineageTable::id).contains("lakehouse.dwd.order_detail");
        // asked again and waited for: brought up to date and found unchanged, not analysed again (a new index)
        assertThat(index.latest("ecommerce", TimeUnit.SECONDS.toMillis(WAIT_SECONDS))).containsSame(computed);
        assertThat(heard).as("nothing changed: nothing to tell").isEmpty();
    }

    @Test
    void aBackgroundAnalysisThatFailedIsSaidAtTheNextOpening() throws Exception {
        LineageIndex index = new LineageIndex(projects(null), live());

        assertThat(index.latest("gone", 0)).isEmpty();

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_SECONDS);
        Optional<ServiceException> said = Optional.empty();
        while (said.isEmpty() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(20);
                index.latest("gone", 0);
            } catch (ServiceException e) {
                said = Optional.of(e);
            }
        }
        assertThat(said).get().extracting(ServiceException::userMessage).isEqualTo("No project named gone.");
        assertThatThrownBy(() -> index.current("gone")).isInstanceOf(ServiceException.class);
    }

    @Test
    void anAnalysisDoneWithinThePatienceIsAnsweredFresh() {
        LineageIndex index = index(SampleProjects.scripts(SampleProjects.ECOMMERCE));

        assertThat(index.latest("ecommerce", TimeUnit.SECONDS.toMillis(WAIT_SECONDS))).get()
                .extracting(i -> i.graph().tables().size()).isNotEqualTo(0);
    }

    private static LineageIndex index(List<ScriptDocument> scripts) {
        return new LineageIndex(projects(scripts), live());
    }

    /** The project's scripts; a project that does not exist when {@code scripts} is null. */
    private static ProjectService projects(List<ScriptDocument> scripts) {
        return (ProjectService) Proxy.newProxyInstance(ProjectService.class.getClassLoader(),
                new Class<?>[] {ProjectService.class}, (proxy, method, args) -> {
                    if (method.getName().equals("scriptsInOrder")) {
                        if (scripts == null) {
                            throw new ServiceException("No project named " + args[0] + ".");
                        }
                        return scripts;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    /** No warehouse source: the empty lakehouse. */
    private static LiveCatalog live() {
        return new LiveCatalog(new StaticListableBeanFactory().getBeanProvider(CatalogSnapshotSource.class),
                new FreshetProperties(null, null, null, null));
    }
}

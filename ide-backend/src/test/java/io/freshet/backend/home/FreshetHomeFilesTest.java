package io.freshet.backend.home;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where the IDE's own files are, from the home and the JDBC URL. */
class FreshetHomeFilesTest {

    @Test
    void theDefaultH2UrlPutsTheDatabaseInTheHome() {
        FreshetHomeFiles files = FreshetHomeFiles.of(Path.of("/srv/freshet"), "jdbc:h2:file:/srv/freshet/db/freshet");

        assertThat(files.h2Directory()).contains(Path.of("/srv/freshet/db"));
        assertThat(files.secrets()).extracting(FreshetHomeFiles.OwnFile::path).containsExactly(
                Path.of("/srv/freshet/db"), Path.of("/srv/freshet/secret.key"),
                Path.of("/srv/freshet/initial-admin-password"), Path.of("/srv/freshet/results"),
                Path.of("/srv/freshet/log"), Path.of("/srv/freshet/git"));
        assertThat(files.ownerOnlyDirectories()).containsExactly(Path.of("/srv/freshet/db"),
                Path.of("/srv/freshet/results"), Path.of("/srv/freshet/log"), Path.of("/srv/freshet/git"));
    }

    @Test
    void h2UrlForms() {
        assertThat(FreshetHomeFiles.h2Directory("jdbc:h2:/data/h2/app;MODE=PostgreSQL")).contains(Path.of("/data/h2"));
        assertThat(FreshetHomeFiles.h2Directory("jdbc:h2:~/x/app"))
                .contains(Path.of(System.getProperty("user.home"), "x"));
        assertThat(FreshetHomeFiles.h2Directory("jdbc:h2:mem:test")).isEmpty();
        assertThat(FreshetHomeFiles.h2Directory("jdbc:h2:tcp://db:9092/app")).isEmpty();
        assertThat(FreshetHomeFiles.h2Directory("jdbc:postgresql://db:5432/freshet")).isEmpty();
        assertThat(FreshetHomeFiles.h2Directory(null)).isEmpty();
    }

    @Test
    void withoutH2TheDatabaseIsNotAFileOfTheHome() {
        FreshetHomeFiles files = FreshetHomeFiles.of(Path.of("/srv/freshet"), "jdbc:postgresql://db/freshet");

        assertThat(files.h2Directory()).isEqualTo(Optional.empty());
        assertThat(files.secrets()).extracting(FreshetHomeFiles.OwnFile::what).doesNotContain("database");
    }
}

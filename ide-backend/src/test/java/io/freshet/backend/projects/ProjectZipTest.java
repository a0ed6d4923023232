package io.freshet.backend.projects;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.ui.common.ServiceException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;

/** Zips and folders of projects: round trips, plain .sql folders, and what a hostile or broken zip gets. */
class ProjectZipTest {

    private static final Path SAMPLE = Path.of("../sample-projects/ecommerce");

    @Test
    void aBundleSurvivesTheRoundTripThroughAZip() {
        ProjectBundle bundle = new ProjectBundle("shop", "Shop", "desc", "lakehouse", "ods",
                List.of("dwd", "dwd/deep", "empty"),
                List.of(new ProjectBundle.File("z_first.sql", "SELECT 'ü';\n"),
                        new ProjectBundle.File("dwd/deep/b.sql", ""),
                        new ProjectBundle.File("a_last.sql", "-- last\r\n")));
        assertThat(ProjectZip.read("anything.zip", ProjectZip.write(bundle))).isEqualTo(bundle);
    }

    @Test
    void theSampleFolderReadsInManifestOrderAndRoundTrips() {
        ProjectBundle sample = ProjectFolder.read(SAMPLE);
        assertThat(sample.name()).isEqualTo("ecommerce");
        assertThat(sample.defaultCatalog()).isEqualTo("lakehouse");
        assertThat(sample.scripts()).extracting(ProjectBundle.File::path).containsExactly("01_ods_tables.sql",
                "02_ods_data.sql", "03_dwd_order_detail.sql", "04_dws_realtime.sql", "05_dws_reports.sql");
        assertThat(sample.scripts().get(0).content()).contains("CREATE");
        assertThat(ProjectZip.read("e.zip", ProjectZip.write(sample))).isEqualTo(sample);
    }

    @Test
    void plainSqlFilesImportByPathUnderTheirTopFolderName() throws IOException {
        byte[] zip = zip(Map.of("reports/b.sql", "b", "reports/sub/a.sql", "a", "reports/README.md", "readme",
                "__MACOSX/reports/._b.sql", "junk", "reports/.hidden.sql", "hidden"));
        ProjectBundle bundle = ProjectZip.read("upload.zip", zip);
        assertThat(bundle.name()).isEqualTo("reports");
        assertThat(bundle.scripts()).extracting(ProjectBundle.File::path).containsExactly("b.sql", "sub/a.sql");
    }

    @Test
    void withoutATopFolderTheFileNameNamesTheProject() throws IOException {
        ProjectBundle bundle = ProjectZip.read("My Scripts.zip", zip(Map.of("x.sql", "x", "y/z.sql", "z")));
        assertThat(bundle.name()).isEqualTo("My Scripts");
        assertThat(bundle.scripts()).extracting(ProjectBundle.File::path).containsExactly("x.sql", "y/z.sql");
    }

    @Test
    void brokenOrHostileZipsAreRefusedWithAMessage() throws IOException {
        assertThatThrownBy(() -> ProjectZip.read("n.zip", "not a zip".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(ServiceException.class).hasMessageContaining("n.zip");
        assertThatThrownBy(() -> ProjectZip.read("s.zip", zip(Map.of("p/../../evil.sql", "x"))))
                .hasMessageContaining("'..'");
        assertThatThrownBy(() -> ProjectZip.read("m.zip", zip(Map.of("p/freshet-project.json", "{\"scripts\": [",
                "p/a.sql", "a")))).hasMessageContaining("not valid JSON").hasMessageContaining("line 1");
        assertThatThrownBy(() -> ProjectZip.read("l.zip", zip(Map.of("p/freshet-project.json",
                "{\"scripts\": [\"gone.sql\"]}")))).hasMessageContaining("lists gone.sql");
        assertThatThrownBy(() -> ProjectZip.read("e.zip", zip(Map.of("p/readme.txt", "no sql"))))
                .hasMessageContaining("Nothing to import");
        byte[] latin1 = {'S', 'E', 'L', (byte) 0xE9};
        assertThatThrownBy(() -> ProjectZip.read("b.zip", zip(Map.of("a.sql", latin1)))).hasMessageContaining("not UTF-8");
    }

    @Test
    void aZipBombStopsAtTheLimit() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            out.putNextEntry(new ZipEntry("big.sql"));
            byte[] zeros = new byte[1024 * 1024];
            for (int i = 0; i < 51; i++) {
                out.write(zeros);
            }
            out.closeEntry();
        }
        assertThatThrownBy(() -> ProjectZip.read("bomb.zip", bytes.toByteArray())).hasMessageContaining("more than 50 MB");
    }

    private static byte[] zip(Map<String, ?> files) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes, StandardCharsets.UTF_8)) {
            for (var e : files.entrySet()) {
                out.putNextEntry(new ZipEntry(e.getKey()));
                Object v = e.getValue();
                out.write(v instanceof byte[] b ? b : v.toString().getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        return bytes.toByteArray();
    }
}

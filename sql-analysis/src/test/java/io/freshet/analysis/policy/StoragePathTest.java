package io.freshet.analysis.policy;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Normalisation of locations and the roots check: every spelling of a place is the same place. */
class StoragePathTest {

    private final PathRoots roots = new PathRoots(URI.create("file:///data/warehouse"), List.of("s3://exports/team-a"));

    @ParameterizedTest
    @ValueSource(strings = {"file:/data/warehouse/t", "file:///data/warehouse/t", "file://localhost/data/warehouse/t",
        "/data/warehouse/t", "FILE:/data/warehouse/t", "/data//warehouse/./t/", "/data/warehouse/x/../t",
        "  /data/warehouse/t  ", "file://LOCALHOST/data/warehouse/t"})
    void spellingsOfOneLocalPlaceAreEqual(String text) {
        assertThat(StoragePath.parse(text).path()).isEqualTo(StoragePath.parse("/data/warehouse/t").path());
    }

    @ParameterizedTest
    @ValueSource(strings = {"/data/warehouse", "/data/warehouse/", "file:/data/warehouse/db/t/bucket-0/f.orc",
        "/data/warehouse/%20space", "s3://exports/team-a/x", "S3://EXPORTS/team-a", "/data/warehouse/a/b/../../c",
        "/data/warehouse/...", "/data/warehouse/..x"})
    void insideARootIsAllowed(String location) {
        assertThat(roots.judge(location)).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "/etc/passwd|outside",
        "/data/warehouse-evil/x|outside",
        "/data/ware|outside",
        "/data/warehouse/../secret.key|outside",
        "/data/warehouse/a/../../secret.key|outside",
        "/data/warehouse/%2e%2e/secret.key|outside",
        "/data/warehouse/%2E%2e%2fsecret.key|outside",
        "/data/warehouse/%252e%252e/secret.key|outside",
        "/data/warehouse/%25252e%25252e/secret.key|outside",
        "file://otherhost/data/warehouse/t|outside",
        "hdfs://nn/data/warehouse/t|outside",
        "s3://exports/team-b|outside",
        "s3://exports/team-ab|outside",
        "s3a://exports/team-a/x|outside",
        "s3://exports|outside",
        "secret.key|relative",
        "./secret.key|relative",
        "../warehouse|relative",
        "~/secret.key|relative",
        "file:secret.key|relative",
        "file:data/warehouse|relative"})
    void outsideOrRelativeIsRefused(String location, String verdict) {
        PathRoots.Verdict v = roots.judge(location);
        assertThat(v).isNotNull();
        assertThat(v.problem()).isEqualTo(verdict);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   ", "/data/warehouse/..\\..\\x", "/data/warehouse/a\u0000b", "C:/data/warehouse",
        "//host/data/warehouse", "/..", "/data/../../x"})
    void malformedLocationsAreRefusedWithAReason(String location) {
        PathRoots.Verdict v = roots.judge(location);
        assertThat(v).isNotNull();
        assertThat(v.problem()).isNotBlank();
    }

    @Test
    void percentDecodingIsUtf8AndLeavesBrokenEscapesAlone() {
        assertThat(StoragePath.percentDecode("a%2Fb%C3%A9%zz%4")).isEqualTo("a/bé%zz%4");
        assertThat(StoragePath.readings("/a/%252e")).hasSize(3);
    }

    @Test
    void aWarehouseUriIsReadDecoded() {
        PathRoots spaced = new PathRoots(URI.create("file:/home/a%20b/warehouse"), List.of());
        assertThat(spaced.judge("/home/a b/warehouse/t")).isNull();
        assertThat(spaced.judge("/home/a b/other")).isEqualTo(PathRoots.Verdict.OUTSIDE);
        PathRoots plain = new PathRoots(URI.create("/srv/wh"), List.of());
        assertThat(plain.judge("file:///srv/wh/t")).isNull();
    }

    @Test
    void withoutWarehouseOrRootsNothingIsAllowed() {
        PathRoots none = new PathRoots(null, List.of());
        assertThat(none.judge("/data/warehouse/t")).isEqualTo(PathRoots.Verdict.OUTSIDE);
        assertThat(none.describe()).contains("configured");
    }
}

package io.freshet.backend.ingest.sources;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class TypeWideningTest {

    @Test
    void spellingsOfOneTypeAreTheSame() {
        assertThat(TypeWidening.same("BIGINT NOT NULL", "bigint")).isTrue();
        assertThat(TypeWidening.same("STRING", "VARCHAR(2147483647)")).isTrue();
        assertThat(TypeWidening.same("DECIMAL(10, 2)", "DECIMAL(10,2)")).isTrue();
        assertThat(TypeWidening.same("INT", "BIGINT")).isFalse();
    }

    @Test
    void onlyValueKeepingChangesWiden() {
        assertThat(TypeWidening.widens("INT", "BIGINT")).isTrue();
        assertThat(TypeWidening.widens("BIGINT", "INT")).isFalse();
        assertThat(TypeWidening.widens("FLOAT", "DOUBLE")).isTrue();
        assertThat(TypeWidening.widens("VARCHAR(40)", "STRING")).isTrue();
        assertThat(TypeWidening.widens("VARCHAR(40)", "VARCHAR(10)")).isFalse();
        assertThat(TypeWidening.widens("CHAR(4)", "VARCHAR(10)")).isFalse();
        assertThat(TypeWidening.widens("DECIMAL(10, 2)", "DECIMAL(12, 2)")).isTrue();
        assertThat(TypeWidening.widens("DECIMAL(10, 2)", "DECIMAL(12, 4)")).isFalse();
        assertThat(TypeWidening.widens("INT", "STRING")).isFalse();
    }
}

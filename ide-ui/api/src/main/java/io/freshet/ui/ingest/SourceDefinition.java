package io.freshet.ui.ingest;

/**
 * A source as an administrator enters it.
 *
 * @param name Freshet's name for the source: 1 to 100 letters, digits, '_' or '-'
 * @param password the password to store; null or empty when editing keeps the stored one
 */
public record SourceDefinition(String name, SourceKind kind, String host, int port, String database, String user,
                               String password) {

    /** Never prints the password. */
    @Override
    public String toString() {
        return "SourceDefinition[" + name + ", " + kind + ", " + host + ":" + port + "/" + database + ", " + user + "]";
    }
}

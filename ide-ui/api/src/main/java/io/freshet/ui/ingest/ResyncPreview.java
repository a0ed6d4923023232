package io.freshet.ui.ingest;

import java.util.List;

/**
 * What resyncing one table of a CDC ingestion will do, for its confirmation; read, nothing changed.
 *
 * @param odsTable    the table's ODS table as the resync names it, e.g. {@code `lakehouse`.`ods`.`sales_orders`}
 * @param inputTables the ingestion's ODS tables with {@code 'changelog-producer' = 'input'} (as an earlier Freshet's
 *                    wizard created them), which the resync compacts and switches to {@code 'lookup'} first
 */
public record ResyncPreview(String odsTable, List<String> inputTables) {

    public ResyncPreview {
        inputTables = List.copyOf(inputTables);
    }
}

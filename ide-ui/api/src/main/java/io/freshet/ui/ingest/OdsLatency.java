package io.freshet.ui.ingest;

/**
 * Freshet's estimate of how long a change committed in the source now takes until a reader of its ODS table sees it,
 * from what the ingestion Flink reports: the source's delay for its latest change (commit to emit), then the wait for
 * the next checkpoint (Paimon commits the rows a checkpoint carries when it completes), then that checkpoint's
 * duration, taken as the latest completed one's.
 *
 * @param typicalSeconds the delay of a change committed at an average point of the checkpoint cycle: half the interval
 * @param worstSeconds   the delay of a change that just missed a checkpoint: the whole interval
 */
public record OdsLatency(double typicalSeconds, double worstSeconds) {
}

package io.freshet.ui.status;

/** What the status page needs from the backend: a current picture of every part Freshet depends on. */
public interface SystemStatusService {

    /** The latest checked status; cheap to call, never blocks on a slow dependency. */
    SystemStatus current();
}

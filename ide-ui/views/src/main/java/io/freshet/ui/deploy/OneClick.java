package io.freshet.ui.deploy;

/**
 * The deploy page's own steps after the home page's one click ({@code ?run=all}): deploy as soon as the gateway is
 * ready and no deployment of the project is under way, then run every follow-up the deployment offers, then nothing.
 */
final class OneClick {

    private enum Step { NONE, DEPLOY, FOLLOW_UP }

    private Step step = Step.NONE;

    /** A page opened with (or without) the one-click query. */
    void asked(boolean asked) {
        step = asked ? Step.DEPLOY : Step.NONE;
    }

    /** True while the page waits to deploy by itself. */
    boolean waitsToDeploy() {
        return step == Step.DEPLOY;
    }

    /** True (once) when the page should deploy now. */
    boolean deployNow(boolean ready, boolean startable) {
        if (step == Step.DEPLOY && ready && startable) {
            step = Step.FOLLOW_UP;
            return true;
        }
        return false;
    }

    /** A deployment was started (by the page or by a click): what follows is its follow-ups. */
    void started() {
        if (step == Step.DEPLOY) {
            step = Step.FOLLOW_UP;
        }
    }

    /** True (once) when the deployment it started offers its follow-ups and they should run now. */
    boolean followUpNow(DeployProgress shown, Long started) {
        if (step != Step.FOLLOW_UP) {
            return false;
        }
        if (shown.state() == DeployState.SCRIPTS_DONE && started != null && shown.id() == started) {
            step = Step.NONE;
            return true;
        }
        if (shown.state().isFinal()) {
            step = Step.NONE;
        }
        return false;
    }
}

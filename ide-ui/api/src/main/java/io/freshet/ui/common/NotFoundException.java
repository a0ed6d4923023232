package io.freshet.ui.common;

/** A {@link ServiceException} for something the user named that does not exist (the headless API answers 404). */
public class NotFoundException extends ServiceException {

    public NotFoundException(String userMessage) {
        super(userMessage);
    }
}

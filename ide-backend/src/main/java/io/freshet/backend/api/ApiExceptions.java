package io.freshet.backend.api;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.common.NotFoundException;
import io.freshet.ui.common.ServiceException;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.web.ErrorResponse;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * The API's errors, translated once: a role refusal is 403 and audited, a {@link ServiceException} is 400 with its
 * user message (404 for a {@link NotFoundException}), a request Spring could not read keeps its 4xx status, anything else is 500 with a fixed sentence (the
 * exception stays in the server log; an engine's text never reaches the caller).
 */
@RestControllerAdvice(assignableTypes = {DeployApi.class, ProjectGitApi.class})
class ApiExceptions {

    static final String ROLE_REFUSED = "Refused: the token's user does not have the role this call needs.";

    private static final Logger LOG = LoggerFactory.getLogger(ApiExceptions.class);

    private final AuditLog audit;

    ApiExceptions(AuditLog audit) {
        this.audit = audit;
    }

    @ExceptionHandler(AccessDeniedException.class)
    ResponseEntity<Map<String, String>> refused(HttpServletRequest request) {
        audit.record(AuditAction.API_REQUEST_REFUSED, request.getMethod() + " " + request.getRequestURI(),
                AuditLog.FAILURE, "the role may not make this call");
        return ResponseEntity.status(HttpStatus.FORBIDDEN).body(ApiErrors.body(ROLE_REFUSED));
    }

    @ExceptionHandler(NotFoundException.class)
    ResponseEntity<Map<String, String>> notFound(NotFoundException e) {
        return ResponseEntity.status(HttpStatus.NOT_FOUND).body(ApiErrors.body(e.userMessage()));
    }

    @ExceptionHandler(ServiceException.class)
    ResponseEntity<Map<String, String>> service(ServiceException e) {
        return ResponseEntity.badRequest().body(ApiErrors.body(e.userMessage()));
    }

    @ExceptionHandler(HttpMessageNotReadableException.class)
    ResponseEntity<Map<String, String>> unreadable() {
        return ResponseEntity.badRequest().body(ApiErrors.body("The body is not the JSON this call takes."));
    }

    @ExceptionHandler(TypeMismatchException.class)
    ResponseEntity<Map<String, String>> mismatch(TypeMismatchException e) {
        return ResponseEntity.badRequest().body(ApiErrors.body("A part of the path has the wrong type: "
                + (e.getPropertyName() == null ? "a value" : e.getPropertyName()) + " must be a number."));
    }

    @ExceptionHandler(Exception.class)
    ResponseEntity<Map<String, String>> other(Exception e, HttpServletRequest request) {
        if (e instanceof ErrorResponse spring && spring.getStatusCode().is4xxClientError()) {
            return ResponseEntity.status(spring.getStatusCode()).body(ApiErrors.body("The request was not understood ("
                    + spring.getStatusCode().value() + ")."));
        }
        LOG.warn("API call {} {} failed", request.getMethod(), request.getRequestURI(), e);
        return ResponseEntity.internalServerError().body(ApiErrors.body(
                "The server could not complete this call; its log has the details."));
    }
}

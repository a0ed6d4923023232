package io.freshet.backend.security;

import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity;

/** Role rules on service methods ({@code @RolesAllowed}): enforced whoever calls, not only hidden in the UI. */
@Configuration
@EnableMethodSecurity(jsr250Enabled = true)
public class MethodSecurityConfig {
}

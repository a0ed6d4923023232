package io.freshet.backend.security;

import com.vaadin.flow.spring.security.RequestUtil;
import com.vaadin.flow.spring.security.VaadinAwareSecurityContextHolderStrategyConfiguration;
import com.vaadin.flow.spring.security.VaadinSecurityConfigurer;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.security.LoginView;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.csrf.CsrfFilter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;

/**
 * Every route needs a signed-in user except the login view; Vaadin checks each view's role annotation. The login
 * form's POST needs Spring Security's CSRF token and a same-site request, and every response carries
 * {@link ContentSecurityPolicy}'s policy.
 */
@Configuration
@EnableWebSecurity
@Import(VaadinAwareSecurityContextHolderStrategyConfiguration.class)
public class SecurityConfig {

    /** Where the login view is and where its form posts. */
    public static final String LOGIN_PATH = "/login";

    @Bean
    SecurityFilterChain securityFilterChain(HttpSecurity http, RequestUtil vaadinRequests, SignInThrottle throttle,
                                            AuditLog audit) throws Exception {
        // Vaadin's own CSRF set-up exempts the whole login path, the form's POST included
        http.with(VaadinSecurityConfigurer.vaadin(), vaadin -> vaadin.loginView(LoginView.class)
                .enableCsrfConfiguration(false));
        // Vaadin's server calls carry Vaadin's own CSRF token; everything else needs Spring's, which Vaadin writes
        // into the page (meta _csrf) and the login form posts
        http.csrf(csrf -> csrf.ignoringRequestMatchers(vaadinRequests::isFrameworkInternalRequest));
        http.addFilterBefore(new LoginFormGuard(throttle, audit), CsrfFilter.class);
        http.headers(headers -> headers
                .contentSecurityPolicy(csp -> csp.policyDirectives(ContentSecurityPolicy.directives(null)))
                .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.SAME_ORIGIN))
                .frameOptions(frames -> frames.deny()));
        return http.build();
    }

    /** bcrypt by default, with the {id} prefix so stored hashes can move to a stronger encoder later. */
    @Bean
    public PasswordEncoder passwordEncoder() {
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }
}

package io.freshet.backend.alerts;

import io.freshet.ui.alerts.ChannelDefinition;
import io.freshet.ui.alerts.SmtpSecurity;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.util.Properties;
import javax.net.ssl.SSLException;
import org.springframework.mail.MailAuthenticationException;
import org.springframework.mail.MailException;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSenderImpl;
import org.springframework.stereotype.Component;

/** Sends a notice by e-mail through the channel's SMTP server (plain, STARTTLS required, or TLS from the start). */
@Component
class MailChannel {

    static final int TIMEOUT_MILLIS = 10_000;

    void send(ChannelDefinition d, String password, NoticeMessage message) throws SendFailure {
        JavaMailSenderImpl sender = new JavaMailSenderImpl();
        sender.setHost(d.smtpHost());
        sender.setPort(d.smtpPort());
        sender.setDefaultEncoding("UTF-8");
        Properties p = sender.getJavaMailProperties();
        p.setProperty("mail.smtp.connectiontimeout", String.valueOf(TIMEOUT_MILLIS));
        p.setProperty("mail.smtp.timeout", String.valueOf(TIMEOUT_MILLIS));
        p.setProperty("mail.smtp.writetimeout", String.valueOf(TIMEOUT_MILLIS));
        if (!d.smtpUser().isBlank()) {
            sender.setUsername(d.smtpUser());
            sender.setPassword(password);
            p.setProperty("mail.smtp.auth", "true");
        }
        if (d.security() == SmtpSecurity.STARTTLS) {
            p.setProperty("mail.smtp.starttls.enable", "true");
            p.setProperty("mail.smtp.starttls.required", "true");
        } else if (d.security() == SmtpSecurity.TLS) {
            p.setProperty("mail.smtp.ssl.enable", "true");
        }
        p.setProperty("mail.smtp.ssl.checkserveridentity", "true");
        SimpleMailMessage mail = new SimpleMailMessage();
        mail.setFrom(d.sender());
        mail.setTo(ChannelChecks.recipients(d.recipients()));
        mail.setSubject(message.emailSubject());
        mail.setText(message.text());
        try {
            sender.send(mail);
        } catch (MailException e) {
            throw new SendFailure(words(e, d.smtpHost() + ":" + d.smtpPort()));
        }
    }

    private static String words(MailException e, String server) {
        if (e instanceof MailAuthenticationException) {
            return "The SMTP server " + server + " refused the user name or password.";
        }
        if (SendFailure.causedBy(e, UnknownHostException.class)) {
            return "The SMTP server's host name " + server + " is not known.";
        }
        if (SendFailure.causedBy(e, ConnectException.class)) {
            return "Could not connect to the SMTP server " + server + ".";
        }
        if (SendFailure.causedBy(e, SocketTimeoutException.class)) {
            return "The SMTP server " + server + " did not answer within " + TIMEOUT_MILLIS / 1000 + " s.";
        }
        if (SendFailure.causedBy(e, SSLException.class)) {
            return "The TLS connection to the SMTP server " + server + " failed (certificate or TLS setting).";
        }
        return "The SMTP server " + server + " did not accept the message (check the sender, the recipients and"
                + " the TLS setting).";
    }
}

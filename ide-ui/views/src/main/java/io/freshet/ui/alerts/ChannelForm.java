package io.freshet.ui.alerts;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** The channel list and its form: e-mail (SMTP) or webhook; the password or URL is write-only. */
class ChannelForm extends VerticalLayout {

    private final AlertService alerts;
    private final Grid<AlertChannel> grid = new Grid<>(AlertChannel.class, false);
    private final TextField name = field("Name", "channel-name");
    private final Select<ChannelKind> kind = new Select<>();
    private final TextField recipients = field("Recipients", "channel-recipients");
    private final TextField host = field("SMTP host", "channel-smtp-host");
    private final IntegerField port = new IntegerField("SMTP port");
    private final Select<SmtpSecurity> security = new Select<>();
    private final TextField user = field("SMTP user", "channel-smtp-user");
    private final TextField sender = field("From", "channel-sender");
    private final PasswordField secret = new PasswordField("SMTP password");
    private final Checkbox slack = new Checkbox("Slack-compatible {\"text\": ...}");
    private final IntegerField perHour = new IntegerField("Notices per hour at most");

    ChannelForm(AlertService alerts, Consumer<Supplier<String>> act, Runnable changed) {
        this.alerts = alerts;
        setPadding(false);
        grid.setId("channel-grid");
        grid.addColumn(AlertChannel::name).setHeader("Channel").setAutoWidth(true);
        grid.addColumn(AlertChannel::kind).setHeader("Kind").setAutoWidth(true);
        grid.addColumn(AlertChannel::destination).setHeader("To");
        grid.setAllRowsVisible(true);
        grid.addSelectionListener(e -> e.getFirstSelectedItem().ifPresent(c -> show(c.definition())));
        kind.setLabel("Kind");
        kind.setId("channel-kind");
        kind.setItems(ChannelKind.values());
        kind.addValueChangeListener(e -> showKind());
        security.setLabel("Security");
        security.setId("channel-security");
        security.setItems(SmtpSecurity.values());
        port.setId("channel-smtp-port");
        secret.setId("channel-secret");
        slack.setId("channel-slack");
        perHour.setId("channel-per-hour");
        show(new ChannelDefinition("", ChannelKind.WEBHOOK, "", "", 587, SmtpSecurity.STARTTLS, "", "", false, 20, ""));
        Button save = new Button("Save channel", e -> act.accept(() -> {
            alerts.saveChannel(definition());
            secret.clear();
            refresh();
            changed.run();
            return "Channel '" + name.getValue().strip() + "' saved.";
        }));
        save.setId("channel-save");
        Button test = new Button("Send test message", e -> act.accept(() -> alerts.sendTest(name.getValue().strip())));
        test.setId("channel-test");
        Button delete = new Button("Delete channel", e -> act.accept(() -> {
            alerts.deleteChannel(name.getValue().strip());
            refresh();
            return "Channel '" + name.getValue().strip() + "' deleted.";
        }));
        delete.setId("channel-delete");
        add(grid, row(name, kind, secret, slack, perHour), row(recipients, sender, host, port, security, user),
                row(save, test, delete));
        refresh();
    }

    void refresh() {
        grid.setItems(alerts.channels());
    }

    private ChannelDefinition definition() {
        return new ChannelDefinition(name.getValue(), kind.getValue(), recipients.getValue(), host.getValue(),
                port.getValue() == null ? 0 : port.getValue(), security.getValue(), user.getValue(), sender.getValue(),
                slack.getValue(), perHour.getValue() == null ? 0 : perHour.getValue(), secret.getValue());
    }

    private void show(ChannelDefinition d) {
        name.setValue(d.name());
        kind.setValue(d.kind());
        recipients.setValue(d.recipients());
        host.setValue(d.smtpHost());
        port.setValue(d.smtpPort());
        security.setValue(d.security());
        user.setValue(d.smtpUser());
        sender.setValue(d.sender());
        slack.setValue(d.slackShape());
        perHour.setValue(d.maxPerHour());
        secret.clear();
        showKind();
    }

    private void showKind() {
        boolean email = kind.getValue() == ChannelKind.EMAIL;
        secret.setLabel(email ? "SMTP password" : "Webhook URL");
        slack.setVisible(!email);
        recipients.setVisible(email);
        host.setVisible(email);
        port.setVisible(email);
        security.setVisible(email);
        user.setVisible(email);
        sender.setVisible(email);
    }

    private static TextField field(String label, String id) {
        TextField f = new TextField(label);
        f.setId(id);
        return f;
    }

    private static HorizontalLayout row(Component... parts) {
        HorizontalLayout row = new HorizontalLayout(parts);
        row.setAlignItems(FlexComponent.Alignment.BASELINE);
        row.setWrap(true);
        return row;
    }
}

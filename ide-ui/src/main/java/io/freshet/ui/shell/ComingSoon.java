package io.freshet.ui.shell;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.theme.lumo.LumoUtility;

/** Empty state for an area whose feature has not landed yet: says what it will do, promises nothing else. */
public class ComingSoon extends Div {

    public ComingSoon(String title, String purpose) {
        addClassNames(LumoUtility.Padding.LARGE);
        setId("coming-soon");
        add(new H2(title), new Paragraph(purpose),
                new Paragraph("This area is not built yet. The Status page shows what is running now."));
    }
}

import Grammar
import Plot

/// Body-level nodes; the guide builds everything in this one context and names SVG elements itself.
typealias BodyNode = Node<HTML.BodyContext>

/// Small conveniences over Plot's typed builder. Plot escapes text but not attribute values, so
/// every attribute goes through `attr`, which does.
enum H {
    static func attr(_ name: String, _ value: String) -> BodyNode {
        .attribute(named: name, value: escape(value), ignoreIfValueIsEmpty: false)
    }

    static func el(_ name: String, _ attributes: [(String, String)] = [], _ children: [BodyNode] = []) -> BodyNode {
        .element(named: name, nodes: attributes.map { attr($0.0, $0.1) } + children)
    }

    static func void(_ name: String, _ attributes: [(String, String)] = []) -> BodyNode {
        .selfClosedElement(named: name, attributes: attributes.map { Attribute<HTML.BodyContext>(name: $0.0, value: escape($0.1)) })
    }

    static func text(_ text: String) -> BodyNode { .raw(escape(text)) }

    static func el(_ name: String, _ attributes: [(String, String)] = [], text: String) -> BodyNode {
        el(name, attributes, [self.text(text)])
    }

    /// `<code>` with a copy button (the button works with JavaScript; the text is selectable without).
    static func accessor(_ label: String, _ code: String) -> BodyNode {
        el("div", [("class", "accessor")], [
            el("span", [("class", "label")], text: label),
            el("code", [], text: code),
            el("button", [("type", "button"), ("class", "copy"), ("data-copy", code), ("title", "Copy")], text: "Copy"),
        ])
    }

    static func escape(_ text: String) -> String {
        XMLText.escaped(text)
    }

    /// A fragment id from a token or symbol name: `content/primary` → `color-content-primary`.
    static func anchor(_ kind: String, _ name: String) -> String {
        var out = kind + "-"
        for c in name.unicodeScalars {
            if (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "-" || c == "_" {
                out.unicodeScalars.append(c)
            } else if c == "/" || c == "." || c == " " {
                out += "-"
            } else {
                out += "_" + String(c.value, radix: 16)
            }
        }
        return out
    }
}

/// One HTML document: `<!DOCTYPE html>`, head with the shared stylesheet and script, and a body.
enum GuideDocument {
    static func render(title: String, assetPrefix: String, bodyClass: String, body: [BodyNode]) -> String {
        let html = HTML(
            .lang(.english),
            .head(
                .meta(.charset(.utf8)),
                .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
                // A plain <title>: Plot's `.title` also adds social-media meta tags a local guide has no use for.
                .element(named: "title", text: title),
                .link(.rel(.stylesheet), .href(assetPrefix + "assets/guide.css")),
                .script(.src(assetPrefix + "assets/guide.js"), .attribute(named: "defer", value: "defer"))
            ),
            .body(.class(bodyClass), .group(body))
        )
        return html.render(indentedBy: nil) + "\n"
    }
}

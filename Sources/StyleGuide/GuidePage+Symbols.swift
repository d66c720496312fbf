import Symbols

extension GuidePage {
    /// The symbol grid: Regular-M of every symbol, searchable by name; detail on its own page.
    func symbolsSection(_ drawings: [SymbolDrawing?]) -> BodyNode {
        let cases = GuideAccessors.symbolCases(input.symbols.map(\.assetName), typeName: input.swift.symbolsTypeName, naming: input.swift.naming)
        let cells: [BodyNode] = zip(input.symbols, drawings).map { symbol, drawing in
            let id = H.anchor("symbol", symbol.name)
            var children: [BodyNode] = []
            if let drawing {
                let shapes = drawing.shapes(.regular, .medium)
                children.append(SymbolSVG.drawing(shapes, frame: SymbolSVG.frame(drawing.bounds), label: symbol.name,
                                                   erase: drawing.erasesInMonochrome))
            } else {
                children.append(H.el("span", [("class", "glyph unreadable")], text: "unreadable template"))
            }
            children.append(H.el("span", [("class", "name")], text: symbol.name))
            if !symbol.warnings.isEmpty {
                children.append(H.el("span", [("class", "badge warn"), ("title", symbol.warnings.joined(separator: "\n"))],
                                     text: "⚠ \(symbol.warnings.count)"))
            }
            if let accessor = cases[symbol.assetName] {
                children.append(H.el("code", [("class", "case")], text: accessor))
            }
            return H.el("a", [("class", "symbol-cell"), ("id", id), ("data-name", symbol.name.lowercased()),
                              ("href", "symbols/" + Self.pageName(symbol.name))], children)
        }
        let warned = input.symbols.filter { !$0.warnings.isEmpty }.count
        return H.el("section", [("id", "symbols"), ("class", "kind")], [
            H.el("h2", text: "Symbols"),
            H.el("p", [("class", "note")], text: "\(input.symbols.count) custom symbols drawn from the templates Stylebook wrote (Regular, medium scale); "
                 + "\(warned) with conversion warnings (⚠). Each links to its 9 weights × 3 scales and rendering modes."),
            H.el("div", [("class", "search")], [
                H.el("label", [("for", "grid-search")], text: "Search symbols"),
                H.void("input", [("type", "search"), ("id", "grid-search"), ("placeholder", "name…"), ("autocomplete", "off")]),
                H.el("span", [("id", "grid-count"), ("class", "count")], text: "\(input.symbols.count) shown"),
            ]),
            H.el("div", [("class", "grid-symbols"), ("id", "grid-symbols")], cells),
        ])
    }

    /// The detail page's file name: the symbol name as it is when it is made of `A–Z a–z 0–9 - _ .`
    /// (`brand_logo` → `brand_logo.html`); any other byte (UTF-8) is written `~XX`, and `~` only
    /// ever starts such an escape, so every name gives a distinct, URL-safe file name. A leading
    /// `.` is escaped too, so no page is a hidden file.
    static func pageName(_ name: String) -> String {
        var out = ""
        for (index, byte) in name.utf8.enumerated() {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_" || (c == "." && index > 0)) {
                out.append(c)
            } else {
                out += "~" + String(byte, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return out + ".html"
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

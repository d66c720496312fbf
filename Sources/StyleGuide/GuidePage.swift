import Parallel
import Symbols

/// The guide's `index.html`: navigation, then one section per kind of token and the symbol grid.
struct GuidePage {
    var input: GuideInput

    func render(drawings: [SymbolDrawing?]) -> String {
        var sections: [BodyNode] = []
        var nav: [(String, String)] = []
        let tokens = input.tokens
        if !tokens.colors.isEmpty { sections.append(colorsSection()); nav.append(("colors", "Colours")) }
        if !input.contrast.isEmpty { sections.append(contrastSection()); nav.append(("contrast", "Contrast")) }
        if !tokens.textStyles.isEmpty { sections.append(typeSection()); nav.append(("type", "Type")) }
        if !input.symbols.isEmpty { sections.append(symbolsSection(drawings)); nav.append(("symbols", "Symbols")) }
        let measures = measureSections()
        sections += measures
        if !tokens.dimensions.isEmpty { nav.append(("dimensions", "Dimensions")) }
        if !tokens.shadows.isEmpty { nav.append(("shadows", "Shadows")) }
        if !tokens.durations.isEmpty { nav.append(("durations", "Durations")) }
        if !tokens.numbers.isEmpty { nav.append(("numbers", "Numbers")) }
        if sections.isEmpty {
            sections.append(H.el("p", [("class", "note")], text: "The project has no tokens or symbols."))
        }
        let header = H.el("header", [("class", "top")], [
            H.el("h1", text: input.title),
            H.el("nav", [], nav.map { H.el("a", [("href", "#" + $0.0)], text: $0.1) }),
            H.el("button", [("type", "button"), ("class", "theme-toggle"), ("id", "theme-toggle")], text: "Light / dark"),
        ])
        return GuideDocument.render(title: input.title + " — style guide", assetPrefix: "", bodyClass: "guide",
                                    body: [header, H.el("main", [], sections)])
    }
}

/// The files of a guide, by path relative to its folder. Pure: the caller writes them.
public enum StyleGuideWriter {
    public struct Output: Sendable {
        /// Relative path → contents, e.g. `index.html`, `assets/guide.css`, `symbols/cart.html`.
        public var files: [String: String]
        /// Symbols whose template could not be read (named on the page as unreadable).
        public var unreadable: [String]
        /// Files copied as they are: relative path in the guide → source file (the project's fonts).
        public var copies: [String: String] = [:]
    }

    public static func write(_ input: GuideInput) -> Output {
        // Drawing and detail pages are independent per symbol: spread them over the cores.
        let drawings: [SymbolDrawing?] = input.symbols.concurrentMap { symbol in
            try? SymbolDrawing(template: symbol.template, path: symbol.name + ".svg")
        }
        let cases = GuideAccessors.symbolCases(input.symbols.map(\.assetName), typeName: input.swift.symbolsTypeName, naming: input.swift.naming)
        let pairs = Array(zip(input.symbols, drawings))
        // The index (job 0, started first: the longest) is rendered alongside the detail pages rather
        // than after them, so no core waits while one renders it alone.
        let pages: [(String, String)?] = Array(0...pairs.count).concurrentMap { job in
            guard job > 0 else { return ("index.html", GuidePage(input: input).render(drawings: drawings)) }
            let (symbol, drawing) = pairs[job - 1]
            guard let drawing else { return nil }
            let page = SymbolDetailPage(symbol: symbol, drawing: drawing, accessor: cases[symbol.assetName], title: input.title)
            return ("symbols/" + GuidePage.pageName(symbol.name), page.render())
        }
        var files: [String: String] = [
            "assets/guide.css": GuideAssets.css,
            "assets/guide.js": GuideAssets.javascript,
        ]
        for case let (path, text)? in pages { files[path] = text }
        let unreadable = zip(input.symbols, drawings).filter { $0.1 == nil }.map(\.0.name)
        var output = Output(files: files, unreadable: unreadable)
        if !input.webFonts.isEmpty {
            output.files["assets/guide.css", default: ""] += GuidePage.fontFaceCSS(input.webFonts)
            for font in input.webFonts { output.copies["fonts/" + font.fileName] = font.sourcePath }
        }
        return output
    }
}

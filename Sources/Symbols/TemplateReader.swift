import Foundation
import Diagnostics
import Geometry

/// Reads an SF Symbols template the way Apple's CoreThemeDefinition reader does (format doc §1–§4):
/// ids are looked up anywhere in the document, guides give positions through their bounds, and each
/// variant group's paths are collected with their command kinds.
public enum TemplateReader {
    /// Throws only when the file is not well-formed XML or has no `<svg>` root; everything else is
    /// reported in `SymbolTemplate.diagnostics` (and judged by `TemplateValidator`).
    public static func read(bytes: [UInt8], path: String) throws(DiagnosticError) -> SymbolTemplate {
        let source = SourceText(path: path, bytes: bytes)
        let root = try TemplateXMLParser.parse(source)
        guard localName(root.name) == "svg" else {
            throw DiagnosticError(.error("the root element is <\(root.name)>, not <svg>", at: source.location(of: root.offset)))
        }
        var walker = Walker(source: source)
        walker.visit(root, transform: .identity)
        return SymbolTemplate(path: path, version: walker.version, versionText: walker.versionText,
                              versionLocation: walker.versionLocation, guides: walker.guides,
                              variants: walker.variants, styleText: walker.style, diagnostics: walker.diagnostics,
                              rootLocation: source.location(of: root.offset))
    }

    /// Every guide id Apple's reader recognises (`CUIVectorGlyphGuideIDs`).
    static let guideIDs: Set<String> = {
        var ids: Set<String> = ["Baseline-S", "Capline-S", "Baseline-M", "Capline-M", "Baseline-L", "Capline-L",
                                "left-margin", "right-margin"]
        for scale in SymbolScale.allCases {
            for weight in SymbolWeight.allCases {
                let v = SymbolVariantID(weight, scale)
                ids.insert("left-margin-\(v)")
                ids.insert("right-margin-\(v)")
            }
        }
        return ids
    }()

    static func localName(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }

    /// Parses `Template v.3.0` → 3.0 (Apple: the substring after "Template v.", as a non-zero float).
    static func parseVersion(_ text: String) -> Double? {
        var t = Substring(text)
        if let r = t.range(of: "Template v.") { t = t[r.upperBound...] }
        let trimmed = t.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let v = Double(trimmed), v.isNormal, v > 0 else { return nil }
        return v
    }
}


private struct Walker {
    let source: SourceText
    var version: Double?
    var versionText: String?
    var versionLocation: SourceLocation?
    var guides: [TemplateGuide] = []
    var variants: [TemplateVariant] = []
    var style = ""
    var diagnostics = DiagnosticList()

    init(source: SourceText) { self.source = source }

    func loc(_ offset: Int) -> SourceLocation { source.location(of: offset) }

    func ownTransform(_ e: XMLElement) -> AffineTransform? {
        guard let text = e.attribute("transform") else { return .identity }
        return TemplateTransform.parse(text)
    }

    mutating func transform(of e: XMLElement, parent: AffineTransform) -> AffineTransform {
        guard let own = ownTransform(e) else {
            diagnostics.error("unreadable transform \"\(e.attribute("transform") ?? "")\"",
                              at: loc(e.attributeOffset("transform") ?? e.offset))
            return parent
        }
        return own.concatenating(parent)
    }

    mutating func visit(_ e: XMLElement, transform parent: AffineTransform) {
        let name = TemplateReader.localName(e.name)
        let t = transform(of: e, parent: parent)
        let id = e.attribute("id") ?? ""
        if name == "style" { style += e.text + "\n" }
        if id == "template-version" {
            if versionText != nil {
                diagnostics.warning("more than one template-version node; the first is used", at: loc(e.offset))
            } else {
                versionLocation = loc(e.offset)
                if name == "text" {
                    versionText = allText(e)
                    version = TemplateReader.parseVersion(versionText ?? "")
                } else {
                    versionText = ""
                    diagnostics.error("template-version must be a <text> node, found <\(e.name)>", at: loc(e.offset))
                }
            }
        }
        if TemplateReader.guideIDs.contains(id) {
            guides.append(guide(e, id: id, name: name, transform: t))
        }
        if SymbolVariantID(string: id) != nil {
            readVariant(e, id: id, name: name, transform: t)
            return
        }
        for child in e.elements { visit(child, transform: t) }
    }

    func allText(_ e: XMLElement) -> String {
        e.children.map {
            switch $0 {
            case .text(let s, _): s
            case .element(let c): allText(c)
            }
        }.joined()
    }

    mutating func guide(_ e: XMLElement, id: String, name: String, transform t: AffineTransform) -> TemplateGuide {
        var g = TemplateGuide(id: id, element: name, bounds: nil, lineX: nil, location: loc(e.offset))
        if let local = shapePath(e, name: name) {
            g.bounds = local.transformed(by: t).controlPointBounds
        }
        if name == "line" {
            let x1 = Double(e.attribute("x1") ?? "0") ?? 0
            let y1 = Double(e.attribute("y1") ?? "0") ?? 0
            g.lineX = t.apply(Point(x1, y1)).x
        }
        return g
    }

    /// Geometry of a basic shape element (for bounds), or nil for non-shapes.
    mutating func shapePath(_ e: XMLElement, name: String) -> Path? {
        func num(_ a: String) -> Double { Double(e.attribute(a) ?? "0") ?? 0 }
        switch name {
        case "path":
            switch TemplatePathData.parse(e.attribute("d") ?? "") {
            case .success(let data): return data.path
            case .failure(let err):
                diagnostics.error("bad path data: \(err.message)", at: loc(e.attributeOffset("d") ?? e.offset))
                return nil
            }
        case "line":
            return Path([.move(Point(num("x1"), num("y1"))), .line(Point(num("x2"), num("y2")))])
        case "rect":
            let r = Rect(x: num("x"), y: num("y"), width: num("width"), height: num("height"))
            return Path([.move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
                         .line(Point(r.minX, r.maxY)), .close])
        case "circle", "ellipse":
            let rx = name == "circle" ? num("r") : num("rx"), ry = name == "circle" ? num("r") : num("ry")
            let cx = num("cx"), cy = num("cy")
            return Path([.move(Point(cx - rx, cy - ry)), .line(Point(cx + rx, cy + ry)), .close])
        case "polygon", "polyline":
            let values = (e.attribute("points") ?? "").split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" })
                .compactMap { Double($0) }
            var p = Path()
            for k in stride(from: 0, to: values.count - 1, by: 2) {
                let pt = Point(values[k], values[k + 1])
                if k == 0 { p.move(to: pt) } else { p.line(to: pt) }
            }
            return p
        default:
            return nil
        }
    }

    mutating func readVariant(_ e: XMLElement, id: String, name: String, transform t: AffineTransform) {
        if variants.contains(where: { $0.id == id }) {
            diagnostics.error("duplicate variant id \(id)", at: loc(e.offset))
            return
        }
        var variant = TemplateVariant(id: id, element: name, transform: t, paths: [], location: loc(e.offset))
        if name != "g" {
            diagnostics.error("variant \(id) is a <\(e.name)>, but Xcode needs a group (<g>)", at: loc(e.offset))
        } else {
            for child in e.elements { collect(child, variant: id, local: .identity, into: &variant.paths) }
        }
        variants.append(variant)
    }

    static let ignoredInVariant: Set<String> = ["title", "desc", "metadata"]
    static let otherShapes: Set<String> = ["rect", "circle", "ellipse", "line", "polygon", "polyline"]

    mutating func collect(_ e: XMLElement, variant: String, local parent: AffineTransform, into paths: inout [TemplatePath]) {
        let name = TemplateReader.localName(e.name)
        if Self.ignoredInVariant.contains(name) { return }
        if name == "text" || name == "tspan" {
            diagnostics.error("variant \(variant) contains a text node; outline text into paths", at: loc(e.offset))
            return
        }
        checkPaint(e, variant: variant, name: name)
        if name == "g" {
            let t = transform(of: e, parent: parent)
            for child in e.elements { collect(child, variant: variant, local: t, into: &paths) }
            return
        }
        guard name == "path" || Self.otherShapes.contains(name) else {
            diagnostics.error("variant \(variant) contains <\(e.name)>, which is not a shape; only <path> elements are allowed",
                              at: loc(e.offset))
            return
        }
        if e.attribute("transform") != nil {
            diagnostics.error("a path in variant \(variant) has a transform; bake it into the coordinates",
                              at: loc(e.attributeOffset("transform") ?? e.offset))
        }
        var signature = "<\(name)>"
        var letters: Set<Character> = []
        if name == "path" {
            if case .success(let data) = TemplatePathData.parse(e.attribute("d") ?? "") {
                signature = data.signature
                letters = data.letters
            }
        } else {
            diagnostics.warning("variant \(variant) uses <\(name)>; Apple exports only <path>, convert it",
                                at: loc(e.offset))
        }
        if letters.contains("A") || letters.contains("a") {
            diagnostics.warning("path data in variant \(variant) uses arcs; some Xcode versions misread them, use curves",
                                at: loc(e.attributeOffset("d") ?? e.offset))
        }
        guard let geometry = shapePath(e, name: name) else { return }
        let classes = (e.attribute("class") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            .map(String.init)
        paths.append(TemplatePath(element: name, d: e.attribute("d") ?? "", path: geometry.transformed(by: parent),
                                  signature: signature, classes: classes, location: loc(e.offset)))
    }

    /// Strokes, effects and non-flat paint make a node non-path-based for Xcode (format doc §3).
    mutating func checkPaint(_ e: XMLElement, variant: String, name: String) {
        var props: [(String, String, Int)] = e.attributes.map { ($0.name, $0.value, $0.offset) }
        if let style = e.attribute("style") {
            let offset = e.attributeOffset("style") ?? e.offset
            for decl in style.split(separator: ";") {
                let parts = decl.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                props.append((parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces), offset))
            }
        }
        for (key, value, offset) in props {
            switch key {
            case "stroke" where value != "none":
                diagnostics.error("\(name) in variant \(variant) has a stroke; outline strokes into filled paths", at: loc(offset))
            case "stroke-width" where (Double(value) ?? 1) != 0:
                diagnostics.error("\(name) in variant \(variant) has a stroke-width; outline strokes into filled paths", at: loc(offset))
            case "clip-path", "mask", "filter":
                diagnostics.error("\(name) in variant \(variant) uses \(key); Xcode renders only flat filled paths", at: loc(offset))
            case "fill" where value.hasPrefix("url("):
                diagnostics.error("\(name) in variant \(variant) has a gradient or pattern fill; use flat fills", at: loc(offset))
            case "fill-rule" where value == "evenodd":
                diagnostics.warning("\(name) in variant \(variant) is even-odd; SF Symbols fill with non-zero winding",
                                    at: loc(offset))
            default: break
            }
        }
    }
}

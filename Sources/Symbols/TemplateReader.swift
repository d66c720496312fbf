import Foundation
import Diagnostics
import Geometry
import Grammar

/// Reads an SF Symbols template the way Apple's CoreThemeDefinition reader does (format doc §1–§4):
/// ids are looked up anywhere in the document, guides give positions through their bounds, and each
/// variant group's paths are collected with their command kinds.
public enum TemplateReader {
    /// Throws only when the file is not well-formed XML or has no `<svg>` root; everything else is
    /// reported in `SymbolTemplate.diagnostics` (and judged by `TemplateValidator`).
    public static func read(bytes: [UInt8], path: String) throws(DiagnosticError) -> SymbolTemplate {
        let source = SourceText(path: path, bytes: XMLTextEncoding.utf8(bytes).bytes)
        let root = try TemplateXMLParser.parse(source)
        guard localName(root.name) == "svg" else {
            throw DiagnosticError(.error("the root element is <\(root.name)>, not <svg>", at: source.location(of: root.offset)))
        }
        var walker = TemplateWalker(source: source)
        walker.visit(root, transform: .identity, inherited: InheritedPaint())
        walker.flushRepeatedWarnings()
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


/// Walks the template's element tree once, collecting the version marker, guides and variants.
struct TemplateWalker {
    let source: SourceText
    var version: Double?
    var versionText: String?
    var versionLocation: SourceLocation?
    var guides: [TemplateGuide] = []
    var variants: [TemplateVariant] = []
    var style = ""
    var diagnostics = DiagnosticList()
    /// Warnings that repeat on many paths (a Figma export's 27 even-odd variants), reported once each by
    /// `flushRepeatedWarnings` at their first place with a count, in first-seen order.
    var repeated: [(message: String, offsets: [Int])] = []

    init(source: SourceText) { self.source = source }

    mutating func warnRepeatedly(_ message: String, at offset: Int) {
        if let i = repeated.firstIndex(where: { $0.message == message }) {
            repeated[i].offsets.append(offset)
        } else {
            repeated.append((message, [offset]))
        }
    }

    mutating func flushRepeatedWarnings() {
        for (message, offsets) in repeated {
            let more = offsets.count > 1 ? " (\(offsets.count) shapes; the first is here)" : ""
            diagnostics.warning(message + more, at: loc(offsets[0]))
        }
        repeated = []
    }

    func loc(_ offset: Int) -> SourceLocation { source.location(of: offset) }

    /// The element's own `transform` (identity when absent); an unreadable one is a located error and
    /// counts as identity, so reading goes on.
    mutating func ownTransform(_ e: TemplateElement) -> AffineTransform {
        guard let text = e.attribute("transform") else { return .identity }
        do throws(SVGPathError) {
            return try SVGTransformParser.parse(text)
        } catch {
            diagnostics.error("unreadable transform: \(error.message)",
                              at: loc(e.attributeValueOffset("transform", error.offset) ?? e.offset))
            return .identity
        }
    }

    mutating func visit(_ e: TemplateElement, transform parent: AffineTransform, inherited: InheritedPaint) {
        let name = TemplateReader.localName(e.name)
        let t = ownTransform(e).concatenating(parent)
        let paint = inherited.adding(Self.declarations(of: e))
        let id = e.attribute("id") ?? ""
        if name == "style" { style += e.text + "\n" }
        if id == "template-version" { readVersion(e, name: name) }
        if TemplateReader.guideIDs.contains(id) {
            guides.append(guide(e, id: id, name: name, transform: t))
        } else if name == "path" || Self.otherShapes.contains(name) {
            // Notes and decorations are not used, but the file must still read: an unreadable number
            // anywhere is an error, as it is for the SVG reader.
            _ = shapePath(e, name: name)
        }
        if SymbolVariantID(string: id) != nil {
            readVariant(e, id: id, name: name, transform: t, inherited: paint)
            return
        }
        for child in e.elements { visit(child, transform: t, inherited: paint) }
    }

    /// Apple's reader takes the version from a *text* node with this id; anything else leaves version 0.
    mutating func readVersion(_ e: TemplateElement, name: String) {
        if versionLocation != nil {
            diagnostics.warning("more than one template-version node; Xcode reads the first", at: loc(e.offset))
            return
        }
        versionLocation = loc(e.offset)
        if name == "text" {
            versionText = allText(e)
            version = TemplateReader.parseVersion(versionText ?? "")
        } else {
            diagnostics.warning("template-version is a <\(e.name)> (outlined text?), not a <text>: Xcode reads the template "
                                + "as version 0, so it ignores the margins, does not interpolate and needs a Regular-M glyph",
                                at: loc(e.offset))
        }
    }

    func allText(_ e: TemplateElement) -> String {
        e.children.map {
            switch $0 {
            case .text(let s, _): s
            case .element(let c): allText(c)
            }
        }.joined()
    }

    mutating func guide(_ e: TemplateElement, id: String, name: String, transform t: AffineTransform) -> TemplateGuide {
        var g = TemplateGuide(id: id, element: name, bounds: nil, lineX: nil, location: loc(e.offset))
        if let local = shapePath(e, name: name) {
            g.bounds = local.transformed(by: t).bounds ?? local.transformed(by: t).pointBounds
            // Apple reads a line's margin x from x1: the line path starts at (x1, y1).
            if name == "line", let start = local.elements.first?.endPoint { g.lineX = t.apply(start).x }
        }
        return g
    }

    mutating func readVariant(_ e: TemplateElement, id: String, name: String, transform t: AffineTransform,
                              inherited: InheritedPaint) {
        if variants.contains(where: { $0.id == id }) {
            diagnostics.error("duplicate variant id \(id)", at: loc(e.offset))
            return
        }
        var variant = TemplateVariant(id: id, element: name, transform: t, paths: [], location: loc(e.offset))
        if name != "g" {
            diagnostics.error("variant \(id) is a <\(e.name)>, but Xcode needs a group (<g>)", at: loc(e.offset))
        } else {
            // An effect on the variant group itself makes every path in it non-plain.
            let groupPlain = checkEffects(e, name: name)
            for child in e.elements {
                collect(child, variant: id, local: .identity, inherited: inherited, into: &variant.paths)
            }
            if !groupPlain {
                for i in variant.paths.indices { variant.paths[i].isPathBased = false }
            }
        }
        variants.append(variant)
    }

    static let ignoredInVariant: Set<String> = ["title", "desc", "metadata"]
    /// Elements that define things for reference and draw nothing where they stand.
    static let definitions: Set<String> = ["defs", "clipPath", "mask", "linearGradient", "radialGradient", "pattern",
                                           "filter", "symbol", "style", "marker"]
    static let otherShapes: Set<String> = ["rect", "circle", "ellipse", "line", "polygon", "polyline"]

    mutating func collect(_ e: TemplateElement, variant: String, local parent: AffineTransform, inherited: InheritedPaint,
                          into paths: inout [TemplatePath]) {
        let name = TemplateReader.localName(e.name)
        if Self.ignoredInVariant.contains(name) { return }
        if Self.definitions.contains(name) {
            warnRepeatedly("a variant holds a <\(name)> definition: it draws nothing there (Xcode reads only the shapes); "
                           + "keep definitions outside the Symbols group", at: e.offset)
            return
        }
        if name == "text" || name == "tspan" {
            diagnostics.error("variant \(variant) contains a text node; outline text into paths", at: loc(e.offset))
            return
        }
        let declared = Self.declarations(of: e)
        let paint = inherited.adding(declared)
        let effectsArePlain = checkEffects(e, name: name, declarations: declared)
        // A transform anywhere inside the variant (Apple's SF Symbols 7 writes `translate(…)` on paths)
        // is part of the geometry, as CoreSVG computes bounds through it.
        let t = ownTransform(e).concatenating(parent)
        if name == "g" {
            for child in e.elements { collect(child, variant: variant, local: t, inherited: paint, into: &paths) }
            return
        }
        guard name == "path" || Self.otherShapes.contains(name) else {
            diagnostics.error("variant \(variant) contains <\(e.name)>, which is not a shape; only <path> elements are allowed",
                              at: loc(e.offset))
            return
        }
        checkStroke(paint, name: name)
        var signature = "<\(name)>"
        let geometry: Path
        if name == "path" {
            guard let commands = pathCommands(e) else { return }
            signature = commands.signature
            geometry = commands.path
        } else {
            warnRepeatedly("a variant uses <\(name)>: Xcode reads it as a shape, but Apple's exports use only "
                           + "<path> and interpolation needs the same primitive in every master; convert it", at: e.offset)
            guard let shape = shapePath(e, name: name) else { return }
            geometry = shape
        }
        checkFillRule(paint, name: name, geometry: geometry)
        let classes = (e.attribute("class") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
            .map(String.init)
        paths.append(TemplatePath(element: name, d: e.attribute("d") ?? "", path: geometry.transformed(by: t),
                                  signature: signature, classes: classes, isPathBased: effectsArePlain,
                                  location: loc(e.offset), drawKeyframes: drawKeyframes(e)))
    }
}

extension Path {
    /// Bounds of the end points, for geometry whose exact bounds are empty (a move-only guide).
    var pointBounds: Rect? {
        Rect(enclosing: elements.compactMap(\.endPoint))
    }
}

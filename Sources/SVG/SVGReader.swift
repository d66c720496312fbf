import Artwork
import Diagnostics
import Foundation
import Geometry
import Grammar

/// Reads SVG files as icon sets write them into `IconArtwork`: painted shapes in the root viewBox's
/// user space. Errors (malformed XML, broken path data, text and images) are thrown with their
/// `file:line:col`; warnings (ignored elements, unsupported paint servers, …) go in `IconArtwork.diagnostics`.
public enum SVGReader {
    public static func read(path: String) throws(DiagnosticError) -> IconArtwork {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DiagnosticError(.error("cannot read the file", at: SourceLocation(file: path)))
        }
        return try read(SourceText(path: path, bytes: XMLTextEncoding.utf8([UInt8](data)).bytes))
    }

    public static func parse(text: String, path: String) throws(DiagnosticError) -> IconArtwork {
        try read(SourceText(path: path, text: text))
    }

    static func read(_ source: SourceText) throws(DiagnosticError) -> IconArtwork {
        let document = try XMLReader.parse(source)
        var reader = SVGDocumentReader(document: document)
        let icon = reader.readIcon()
        if reader.diagnostics.hasErrors { throw DiagnosticError(reader.diagnostics) }
        return icon
    }
}

/// The state of reading one document: ids, the style sheet, cached cascades, collected shapes.
struct SVGDocumentReader {
    let doc: XMLTree
    var diagnostics = DiagnosticList()
    private var reported: Set<String> = []
    var ids: [String: Int] = [:]
    var sheet = SVGStyleSheet()
    var declaredCache: [[SVGDeclaration]?]
    var shapes: [PaintedShape] = []
    /// Elements visited, bounded so nested `use` chains cannot blow up.
    var work = 0
    var workLimitReported = false
    static let workLimit = 50_000
    /// Icon-space coordinates beyond this are an error (see `SVGReader+Range.swift`).
    var coordinateLimit = Double.greatestFiniteMagnitude
    /// Path segments read so far and whether the budget's error was given (`SVGReader+Limits.swift`).
    var segmentCount = 0
    var segmentLimitReported = false
    /// Flattening tolerance for the booleans a mask needs: 1/10,000 of the viewport.
    var booleanTolerance = 1e-3

    init(document: XMLTree) {
        doc = document
        declaredCache = Array(repeating: nil, count: document.nodes.count)
    }

    mutating func warn(_ message: String, at offset: Int) { report(.warning, message, offset) }
    mutating func error(_ message: String, at offset: Int) { report(.error, message, offset) }

    /// Reports each (place, message) once, since `use` can instantiate the same element many times.
    private mutating func report(_ severity: Severity, _ message: String, _ offset: Int) {
        guard reported.insert("\(offset)|\(message)").inserted else { return }
        diagnostics.append(Diagnostic(severity, message, at: doc.source.location(of: offset)))
    }

    func node(_ i: Int) -> XMLTreeNode { doc.nodes[i] }

    func location(_ i: Int) -> SourceLocation { doc.source.location(of: doc.nodes[i].offset) }

    mutating func readIcon() -> IconArtwork {
        let rootNode = node(doc.root)
        guard !rootNode.isForeign, rootNode.name == "svg" else {
            error("the root element must be <svg>, not <\(rootNode.name)>", at: rootNode.offset)
            return IconArtwork(viewBox: Rect(x: 0, y: 0, width: 0, height: 0), shapes: [], diagnostics: diagnostics,
                           sourcePath: doc.source.path)
        }
        collectIdsAndSheets()

        let width = rootLength("width")
        let height = rootLength("height")
        var viewBox = parseViewBox(doc.root)
        if viewBox == nil, let width, let height, width > 0, height > 0 {
            viewBox = Rect(x: 0, y: 0, width: width, height: height)
        }
        if let par = rootNode.attribute("preserveAspectRatio"), SVGAspectRatio.parse(par.value) == nil {
            warn("invalid preserveAspectRatio '\(par.value)'; using xMidYMid meet", at: par.valueMap.sourceOffset(0))
        }
        if let t = rootNode.attribute("transform") {
            warn("transform on the root <svg> is ignored", at: t.nameOffset)
        }
        // Percentages resolve against the viewBox; without one, against the CSS default 300×150.
        let viewport = viewBox.map { ($0.width, $0.height) } ?? (width ?? 300, height ?? 150)
        coordinateLimit = Self.coordinateLimit(viewBox: viewBox, viewport: viewport)
        let size = max(viewport.0, viewport.1)
        if size.isFinite, size > 0 { booleanTolerance = size * 1e-4 }
        let context = SVGRenderContext(ctm: Geometry.AffineTransform.identity, style: SVGComputedStyle(), opacity: 1, classNames: [],
                                       viewport: viewport, useStack: [])
        let rootStyle = computeStyle(doc.root, parent: context.style, viewport: viewport)
        renderContainer(doc.root, style: rootStyle, context: context, local: Geometry.AffineTransform.identity,
                        children: rootNode.children)

        let finalViewBox: Rect
        if let viewBox {
            finalViewBox = viewBox
        } else {
            // No viewBox and no absolute size: fall back to the drawing's bounds so the icon is usable.
            let bounds = shapes.compactMap { SVGBounds.of($0.iconSpacePath) }.reduce(nil as Rect?) { $0?.union($1) ?? $1 }
            finalViewBox = bounds ?? Rect(x: 0, y: 0, width: viewport.0, height: viewport.1)
            warn("the <svg> has no viewBox and no absolute width and height; using the drawing's bounds \(finalViewBox)",
                 at: rootNode.offset)
        }
        return IconArtwork(viewBox: finalViewBox, width: width, height: height, shapes: shapes,
                       diagnostics: diagnostics, sourcePath: doc.source.path)
    }

    /// Root `width`/`height` in px; nil when absent, a percentage or `auto`.
    private mutating func rootLength(_ name: String) -> Double? {
        guard let attr = node(doc.root).attribute(name) else { return nil }
        let text = attr.value.trimmingSpaces()
        if text.hasSuffix("%") || text == "auto" { return nil }
        guard let v = SVGLength.parse(text, axis: .x, viewport: (0, 0)), v >= 0 else {
            warn("invalid \(name) '\(attr.value)' on <svg>; ignored", at: attr.valueMap.sourceOffset(0))
            return nil
        }
        return v
    }

    /// `viewBox` of an `svg` or `symbol`; reports malformed or non-positive ones.
    mutating func parseViewBox(_ i: Int) -> Rect? {
        guard let attr = node(i).attribute("viewBox") else { return nil }
        switch TextScanner.numberList(attr.value) {
        case .success(let v) where v.count == 4:
            guard v[2] > 0, v[3] > 0 else {
                error("viewBox width and height must be positive", at: attr.valueMap.sourceOffset(0))
                return nil
            }
            // Sizes like 1e-300 or 1e300 scale the drawing past what Doubles keep exact.
            guard Self.viewBoxSizeRange.contains(v[2]), Self.viewBoxSizeRange.contains(v[3]),
                  abs(v[0]) <= Self.viewBoxSizeRange.upperBound, abs(v[1]) <= Self.viewBoxSizeRange.upperBound else {
                error("viewBox \(v.map(Self.shortNumber).joined(separator: " ")) is out of range: sizes must lie between "
                      + "1e-06 and 1e+09 and the origin within ±1e+09", at: attr.valueMap.sourceOffset(0))
                return nil
            }
            return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .success:
            error("viewBox needs four numbers: min-x min-y width height", at: attr.valueMap.sourceOffset(0))
        case .failure(let e):
            error("invalid number in viewBox", at: attr.valueMap.sourceOffset(e.offset))
        }
        return nil
    }

    /// Ids (first wins) and every `<style>` sheet, in document order, before any cascading.
    private mutating func collectIdsAndSheets() {
        for index in doc.nodes.indices {
            let n = node(index)
            if let id = n.attribute("id") {
                if ids[id.value] == nil {
                    ids[id.value] = index
                } else {
                    warn("duplicate id '\(id.value)'; references use the first", at: id.valueMap.sourceOffset(0))
                }
            }
            if !n.isForeign, n.name == "style" {
                let type = n.attribute("type")?.value.trimmingSpaces().lowercased() ?? "text/css"
                guard type == "text/css" || type.isEmpty else {
                    warn("<style type=\"\(type)\"> is not CSS; ignored", at: n.offset)
                    continue
                }
                var warnings: [(String, Int)] = []
                sheet.add(n.text, map: n.textMap) { warnings.append(($0, $1)) }
                for (message, offset) in warnings { warn(message, at: offset) }
            }
        }
    }
}

/// What a child inherits while rendering: the transform to icon space, styles, opacity, classes.
struct SVGRenderContext {
    var ctm: Geometry.AffineTransform
    /// The parent's computed style.
    var style: SVGComputedStyle
    /// Product of ancestor opacities.
    var opacity: Double
    var classNames: [String]
    /// `id`/`data-*` layer names of the ancestors (`PaintedShape.layerNames`).
    var layerNames: [String] = []
    /// Child indices from the root down (`PaintedShape.treePath`).
    var treePath: [Int] = []
    /// The nearest viewport's size in user units, for percentages.
    var viewport: (Double, Double)
    /// `use` targets being instantiated, for cycle detection.
    var useStack: [Int]
}

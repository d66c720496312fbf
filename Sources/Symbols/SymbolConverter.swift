import Artwork
import Diagnostics
import Geometry

/// The result of converting one icon.
public struct SymbolConversion: Sendable {
    /// The template SVG text.
    public var template: String
    /// Notes and warnings about the conversion (the icon's own reading diagnostics are not repeated).
    public var diagnostics: DiagnosticList
    /// The rendering mode the icon's colours suggest; nil for a one-colour icon (Xcode's default, template).
    public var renderingIntent: RenderingIntent?
    /// How each multicolour layer's colour was named (catalog, system or custom colour), for `--verbose`.
    public var colorChoices: [String] = []
}

/// SVG icon → SF Symbols template: outlines strokes, rewinds even-odd fills, clips to the view box,
/// derives weights from stroke widths, fits the glyph to Apple's metrics and writes the template.
///
/// Sizing (format doc §8): the icon's *view box* is scaled, not its ink bounds, so a set drawn on one grid
/// keeps its relative sizes; the square that encloses the view box becomes 1.41 × cap height at Regular-M
/// (Apple's `circle`), see `viewBoxScale`. Each variant's glyph is then centred on the cap-height midline and
/// between its margins.
public enum SymbolConverter {
    public static func convert(icon: IconArtwork, ultralight: IconArtwork? = nil, black: IconArtwork? = nil,
                               options: SymbolOptions) throws(DiagnosticError) -> SymbolConversion {
        var diagnostics = DiagnosticList()
        let file = SourceLocation(file: icon.sourcePath)
        if options.variants == .masters && options.templateVersion < .v3 {
            throw DiagnosticError(.error("Template v.2.0 cannot interpolate masters; use --variants regular or all, "
                                         + "or template version 3 or later", at: file))
        }
        guard !icon.viewBox.isEmpty, icon.viewBox.width.isFinite, icon.viewBox.height.isFinite else {
            throw DiagnosticError(.error("the icon has an empty view box", at: file))
        }
        let format = NumberFormat(precision: options.precision)
        let variantIDs = options.variants.variantIDs
        let unitS = viewBoxScale(icon.viewBox)
        let maxScale = variantIDs.map(\.scale.factor).max() ?? 1
        let tolerance = max(options.tolerance, 1e-6) / (unitS * maxScale)

        let weights = SymbolWeight.allCases.filter { w in variantIDs.contains { $0.weight == w } }
        var outlines = try weightOutlines(icon: icon, ultralight: ultralight, black: black, weights: weights,
                                          options: options, tolerance: tolerance, diagnostics: &diagnostics)

        // Parts with nothing left (e.g. hidden entirely outside the view box) are dropped from every weight.
        let keep = outlines.regularParts.indices.filter { i in
            outlines.byWeight.values.allSatisfy { i < $0.count && $0[i].bounds != nil }
        }
        if keep.isEmpty {
            throw DiagnosticError(.error("the icon draws nothing inside its view box", at: file))
        }
        for w in Array(outlines.byWeight.keys) { outlines.byWeight[w] = keep.map { outlines.byWeight[w]![$0] } }
        // byWeight is already reduced to `keep`, so it is indexed by position.
        let layerParts = keep.enumerated().map { position, i in
            let part = outlines.regularParts[i]
            return LayerPart(paint: part.paint, names: part.names, treePath: part.treePath,
                             bounds: outlines.byWeight[.regular]?[position].bounds, location: part.location)
        }
        let locations = keep.map { outlines.regularParts[$0].location }

        var glyphs = try fit(outlines.byWeight, variantIDs: variantIDs, unitS: unitS, viewBox: icon.viewBox,
                             options: options, file: file)
        // Clean degenerate segments per path index across all variants so command sequences stay equal.
        for index in 0..<layerParts.count {
            let cleaned = PathCleaner.cleanJointly(glyphs.map { $0.paths[index] }, format: format)
            for g in glyphs.indices { glyphs[g].paths[index] = cleaned[g] }
        }
        if options.variants == .masters {
            try checkMasters(glyphs, locations: locations, file: file)
        }
        if options.templateVersion >= .v7 && ultralight == nil && black == nil {
            addDrawKeyframes(&glyphs, parts: keep.map { outlines.regularParts[$0] }, iconOutlines: outlines.byWeight,
                             options: options)
        }

        var annotation: LayerAnnotation?
        var intent: RenderingIntent?
        var colorChoices: [String] = []
        if let layers = layerDecision(for: layerParts, rules: options.layerRules, version: options.templateVersion, file: file) {
            if options.templateVersion.hasLayerClasses {
                annotation = layers.annotation
                intent = layers.intent
                colorChoices = layers.colorChoices
                diagnostics.append(contentsOf: layers.diagnostics)
            } else {
                diagnostics.append(.warning("the icon has several colours or opacities, but Template v.2.0 has no "
                                            + "rendering-mode layers; it will render in one colour", at: file))
            }
        }
        let name = options.glyphName ?? defaultName(icon.sourcePath)
        let text = TemplateWriter(version: options.templateVersion, format: format, glyphName: name)
            .write(glyphs, annotation: annotation)
        // Our own output must pass our own validator (it is what Xcode will be asked to read).
        let catalogNames = Set(options.layerRules.catalogColors.map(\.name))
        let check = TemplateValidator.validate(bytes: Array(text.utf8), path: icon.sourcePath + " (template)",
                                               catalogColorNames: catalogNames)
        if check.hasErrors {
            throw DiagnosticError(DiagnosticList(diagnostics.items + check.errors))
        }
        var conversion = SymbolConversion(template: text, diagnostics: diagnostics, renderingIntent: intent)
        conversion.colorChoices = colorChoices
        return conversion
    }

    /// Template units per icon unit at the Small scale. The view box is treated as the square that encloses
    /// it (side = its longer side), and that square becomes 1.41 × cap height at Regular-M. For a square or a
    /// tall box this is the box's height, as always; a wide box is fitted by its width instead, so a logo
    /// exported with a tight 80 × 38 box comes out 99 × 47 at Regular-M, in the range of Apple's own wide
    /// symbols (`git.commit` 80.5 × 38.7, `doc.json` 119 × 89), not 209 × 99 as a height fit would make it.
    static func viewBoxScale(_ viewBox: Rect) -> Double {
        TemplateMetrics.viewBoxHeightInCapHeights * TemplateMetrics.capHeight
            / (max(viewBox.width, viewBox.height) * SymbolScale.medium.factor)
    }

    static func defaultName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".svg") ? String(file.dropLast(4)) : file
    }

    /// Before writing masters: same path count and command sequence in Ultralight-S, Regular-S, Black-S.
    static func checkMasters(_ glyphs: [WrittenGlyph], locations: [SourceLocation?], file: SourceLocation) throws(DiagnosticError) {
        guard let regular = glyphs.first(where: { $0.id == SymbolVariantID(.regular, .small) }) else { return }
        for g in glyphs where g.id != regular.id {
            guard g.paths.count == regular.paths.count else {
                throw DiagnosticError(.error("\(g.id) has \(g.paths.count) paths but Regular-S has \(regular.paths.count); "
                                             + "masters must match to interpolate", at: file))
            }
            for (i, (a, b)) in zip(g.paths, regular.paths).enumerated() where a.commandSignature != b.commandSignature {
                throw DiagnosticError(.error("\(g.id) and Regular-S draw this shape with different commands "
                                             + "(\(a.elements.count) vs \(b.elements.count) elements); masters must have the "
                                             + "same structure to interpolate", at: locations[i] ?? file))
            }
        }
    }
}

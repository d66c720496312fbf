import Artwork
import Diagnostics
import Geometry

/// Icon-space outlines of every part, per weight.
struct WeightOutlines {
    var regularParts: [SourcePart]
    var byWeight: [SymbolWeight: [Path]]
}

extension SymbolConverter {
    /// Outlines for each requested weight. Strokes are widened or thinned by `options.strokeScale(for:)`;
    /// fills keep the Regular outline unless `--ultralight`/`--black` sources are given, in which case those
    /// are the masters and weights in between are interpolated point by point as Xcode does.
    static func weightOutlines(icon: IconArtwork, ultralight: IconArtwork?, black: IconArtwork?, weights: [SymbolWeight],
                               options: SymbolOptions, tolerance: Double,
                               diagnostics: inout DiagnosticList) throws(DiagnosticError) -> WeightOutlines {
        let file = SourceLocation(file: icon.sourcePath)
        let parts = try sourceParts(of: icon, tolerance: tolerance, diagnostics: &diagnostics)
        guard !parts.isEmpty else {
            throw DiagnosticError(.error("the icon has no visible shapes", at: file))
        }
        // One structure width for every weight, so all weights share command sequences (stroke API contract:
        // pass the widest master).
        let structure = max(1, options.ultralightStrokeScale, options.blackStrokeScale)
        var raw: [SymbolWeight: [Path]] = [.regular: outlines(parts, factor: 1, structure: structure, tolerance: tolerance)]
        var viewBoxes: [SymbolWeight: Rect] = [:]

        var userMasters: Set<SymbolWeight> = []
        try addDrawnMasters(ultralight: ultralight, black: black, regular: icon, partCount: parts.count, structure: structure,
                            tolerance: tolerance, into: &raw, viewBoxes: &viewBoxes, masters: &userMasters,
                            diagnostics: &diagnostics)

        let hasStrokes = parts.contains(where: \.isStroke)
        let needsOtherWeights = weights.contains { $0 != .regular }
        let synthesis = synthesizeFillMasters(into: &raw, masters: &userMasters, parts: parts, weights: weights,
                                              options: options, tolerance: tolerance)
        if needsOtherWeights && !hasStrokes {
            warnAboutReusedWeights(synthesis, drawn: userMasters, options: options, file: file, diagnostics: &diagnostics)
        }

        // Weights drawn directly (not interpolated from a user-supplied master).
        var interpolated: [(SymbolWeight, SymbolWeight, Double)] = []
        for weight in weights where raw[weight] == nil {
            let (a, b) = weight.deltaScalars
            let side: SymbolWeight = a > 0 ? .ultralight : .black
            if userMasters.contains(side) {
                interpolated.append((weight, side, a > 0 ? a : b))
            } else if hasStrokes {
                raw[weight] = outlines(parts, factor: options.strokeScale(for: weight), structure: structure,
                                       tolerance: tolerance)
            }
        }

        var clipped = try clipParts(raw, parts: parts, viewBox: icon.viewBox, viewBoxes: viewBoxes,
                                    compatible: options.variants == .masters || !userMasters.isEmpty, tolerance: tolerance,
                                    diagnostics: &diagnostics)
        for weight in weights where clipped[weight] == nil && !interpolated.contains(where: { $0.0 == weight }) {
            clipped[weight] = clipped[.regular]  // fill-only: every weight is the Regular outline
        }
        for (weight, side, t) in interpolated {
            guard let r = clipped[.regular], let m = clipped[side] else { continue }
            clipped[weight] = try interpolate(r, m, t, parts: parts, file: file)
        }
        return WeightOutlines(regularParts: parts, byWeight: clipped)
    }

    /// The Ultralight and Black masters a designer drew (`--ultralight`/`--black` or companion
    /// files): they must draw the same shapes as Regular, and are read in Regular's coordinates.
    private static func addDrawnMasters(ultralight: IconArtwork?, black: IconArtwork?, regular icon: IconArtwork, partCount: Int,
                                        structure: Double, tolerance: Double, into raw: inout [SymbolWeight: [Path]],
                                        viewBoxes: inout [SymbolWeight: Rect], masters userMasters: inout Set<SymbolWeight>,
                                        diagnostics: inout DiagnosticList) throws(DiagnosticError) {
        for (weight, source) in [(SymbolWeight.ultralight, ultralight), (SymbolWeight.black, black)] {
            guard let source else { continue }
            let sourceParts = try sourceParts(of: source, tolerance: tolerance, diagnostics: &diagnostics)
            guard sourceParts.count == partCount else {
                throw DiagnosticError(.error("the \(weight.rawValue.lowercased()) source draws \(sourceParts.count) "
                                             + "shapes but the regular icon draws \(partCount); masters must match "
                                             + "shape for shape", at: SourceLocation(file: source.sourcePath)))
            }
            if source.viewBox != icon.viewBox {
                diagnostics.append(.warning("the \(weight.rawValue.lowercased()) source's view box differs from the "
                                            + "regular icon's; it is placed in the regular icon's coordinates",
                                            at: SourceLocation(file: source.sourcePath)))
            }
            raw[weight] = outlines(sourceParts, factor: 1, structure: structure, tolerance: tolerance)
            viewBoxes[weight] = source.viewBox
            userMasters.insert(weight)
        }
    }

    /// A fill-only icon whose Ultralight or Black is neither drawn nor synthesised reuses Regular:
    /// the warning says which files would give real ones, and why synthesis was refused.
    private static func warnAboutReusedWeights(_ synthesis: FillMasterSynthesis, drawn userMasters: Set<SymbolWeight>,
                                               options: SymbolOptions, file: SourceLocation,
                                               diagnostics: inout DiagnosticList) {
        var refusal: String?, warnAt = file
        switch synthesis {
        case .synthesized: return  // offset from Regular: nothing to warn about
        case .refused(let reason, let place), .partly(let reason, let place):
            refusal = " (not synthesised: \(reason))"
            warnAt = place ?? file  // the shape to blame, so the warning points at it
        default: break
        }
        let names: (ultralight: String, black: String)
        switch options.masterSources {
        case .options: names = ("--ultralight", "--black")
        case .companionFiles:
            let stem = options.glyphName ?? "NAME"
            names = ("\(stem).ultralight.svg", "\(stem).black.svg")
        }
        let lacksUltralight = !userMasters.contains(.ultralight), lacksBlack = !userMasters.contains(.black)
        let missing = [lacksUltralight ? names.ultralight : nil, lacksBlack ? names.black : nil].compactMap { $0 }
        let give = options.masterSources == .options ? "give" : "add"
        if missing.count == 2 {
            diagnostics.append(.warning("fill-only icon: Ultralight and Black reuse the Regular outline; \(give) "
                                        + "\(missing[0]) and \(missing[1]) drawn at those weights for real ones"
                                        + (refusal ?? " (only strokes can be made thinner or bolder automatically)"),
                                        at: warnAt))
        } else if !missing.isEmpty {
            let side = lacksUltralight ? "Ultralight" : "Black"
            diagnostics.append(.warning("fill-only icon: \(side) reuses the Regular outline; \(give) \(missing[0]) "
                                        + "drawn at \(side) for a real one\(refusal ?? "")", at: warnAt))
        }
    }

    /// Unclipped icon-space outlines of all parts at a stroke factor.
    static func outlines(_ parts: [SourcePart], factor: Double, structure: Double, tolerance: Double) -> [Path] {
        parts.map { outline($0, widthFactor: factor, structureFactor: structure, tolerance: tolerance) }
    }

    /// Point-by-point interpolation `R + t·(M − R)` (Xcode's own rule, format doc §4.2).
    static func interpolate(_ regular: [Path], _ master: [Path], _ t: Double, parts: [SourcePart],
                            file: SourceLocation) throws(DiagnosticError) -> [Path] {
        var result: [Path] = []
        for (i, (r, m)) in zip(regular, master).enumerated() {
            guard r.commandSignature == m.commandSignature else {
                throw DiagnosticError(.error("this shape has different commands in the regular and master sources, "
                                             + "so weights between them cannot be interpolated", at: parts[i].location ?? file))
            }
            let elements = zip(r.elements, m.elements).map { (e, f) -> PathElement in
                func mix(_ p: Point, _ q: Point) -> Point { p.lerp(to: q, t) }
                switch (e, f) {
                case (.move(let p), .move(let q)): return .move(mix(p, q))
                case (.line(let p), .line(let q)): return .line(mix(p, q))
                case (.quad(let c, let p), .quad(let d, let q)): return .quad(mix(c, d), mix(p, q))
                case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
                    return .cubic(mix(c1, d1), mix(c2, d2), mix(p, q))
                default: return e
                }
            }
            result.append(Path(elements))
        }
        return result
    }

    /// Places every variant: scale by the view box, centre on the cap-height midline and between margins.
    static func fit(_ byWeight: [SymbolWeight: [Path]], variantIDs: [SymbolVariantID], unitS: Double, viewBox: Rect,
                    options: SymbolOptions, file: SourceLocation) throws(DiagnosticError) -> [WrittenGlyph] {
        var glyphs: [WrittenGlyph] = []
        for id in variantIDs {
            guard let paths = byWeight[id.weight],
                  let bounds = paths.compactMap(\.bounds).reduce(nil, { (acc: Rect?, r: Rect) in acc.map { $0.union(r) } ?? r })
            else {
                throw DiagnosticError(.error("\(id) has no geometry", at: file))
            }
            let k = unitS * id.scale.factor
            let width = bounds.width * k
            let marginWidth: Double
            switch options.margins {
            case .fitted:
                // Apple's circle: 6.84 units each side at S (0.097 × cap height), growing with the scale.
                marginWidth = width + 2 * 0.097 * TemplateMetrics.capHeight * id.scale.factor
            case .fixedWidth(let w):
                let atMedium = w ?? viewBox.width * unitS * SymbolScale.medium.factor
                marginWidth = atMedium * id.scale.factor / SymbolScale.medium.factor
            }
            let tx = (marginWidth - width) / 2 - bounds.minX * k
            let ty = -TemplateMetrics.capHeight / 2 - bounds.midY * k
            let t = AffineTransform.scale(k, k).concatenating(.translation(tx, ty))
            glyphs.append(WrittenGlyph(id: id, paths: paths.map { $0.transformed(by: t) }, marginWidth: marginWidth))
        }
        return glyphs
    }
}

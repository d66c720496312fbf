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
        let parts = sourceParts(of: icon, tolerance: tolerance, diagnostics: &diagnostics)
        guard !parts.isEmpty else {
            throw DiagnosticError(.error("the icon has no visible shapes", at: file))
        }
        // One structure width for every weight, so all weights share command sequences (stroke API contract:
        // pass the widest master).
        let structure = max(1, options.ultralightStrokeScale, options.blackStrokeScale)
        var raw: [SymbolWeight: [Path]] = [.regular: outlines(parts, factor: 1, structure: structure, tolerance: tolerance)]
        var viewBoxes: [SymbolWeight: Rect] = [:]

        var userMasters: Set<SymbolWeight> = []
        for (weight, source) in [(SymbolWeight.ultralight, ultralight), (SymbolWeight.black, black)] {
            guard let source else { continue }
            let sourceParts = sourceParts(of: source, tolerance: tolerance, diagnostics: &diagnostics)
            guard sourceParts.count == parts.count else {
                throw DiagnosticError(.error("the \(weight.rawValue.lowercased()) source draws \(sourceParts.count) "
                                             + "shapes but the regular icon draws \(parts.count); masters must match "
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

        let hasStrokes = parts.contains(where: \.isStroke)
        let needsOtherWeights = weights.contains { $0 != .regular }
        let synthesis = synthesizeFillMasters(into: &raw, masters: &userMasters, parts: parts, weights: weights,
                                              options: options, tolerance: tolerance)
        var refusal: String?
        if case .refused(let reason) = synthesis { refusal = " (not synthesised: \(reason))" }
        if needsOtherWeights && !hasStrokes, case .synthesized = synthesis {
            // Offset from Regular: nothing to warn about.
        } else if needsOtherWeights && !hasStrokes {
            let names: (ultralight: String, black: String)
            switch options.masterSources {
            case .options: names = ("--ultralight", "--black")
            case .companionFiles:
                let stem = options.glyphName ?? "NAME"
                names = ("\(stem).ultralight.svg", "\(stem).black.svg")
            }
            let missing = [ultralight == nil ? names.ultralight : nil, black == nil ? names.black : nil].compactMap { $0 }
            let give = options.masterSources == .options ? "give" : "add"
            if missing.count == 2 {
                diagnostics.append(.warning("fill-only icon: Ultralight and Black reuse the Regular outline; \(give) "
                                            + "\(missing[0]) and \(missing[1]) drawn at those weights for real ones"
                                            + (refusal ?? " (only strokes can be made thinner or bolder automatically)"),
                                            at: file))
            } else if !missing.isEmpty {
                let side = ultralight == nil ? "Ultralight" : "Black"
                diagnostics.append(.warning("fill-only icon: \(side) reuses the Regular outline; \(give) \(missing[0]) "
                                            + "drawn at \(side) for a real one\(refusal ?? "")", at: file))
            }
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

        var clipped = clipJointly(raw, parts: parts, viewBox: icon.viewBox, viewBoxes: viewBoxes, tolerance: tolerance,
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

    /// Unclipped icon-space outlines of all parts at a stroke factor.
    static func outlines(_ parts: [SourcePart], factor: Double, structure: Double, tolerance: Double) -> [Path] {
        parts.map { outline($0, widthFactor: factor, structureFactor: structure, tolerance: tolerance) }
    }

    /// Clips every weight's outlines (clip paths, then the view box), warning once per shape from the Regular
    /// weight. Where only a bolder weight crosses the view-box edge, or the weights of a stroke differ, the
    /// shape is cut by `Path.clampedCompatibly` instead of the polygon boolean: it folds what lies outside
    /// onto the box edge, which fills exactly like the clip while keeping one command sequence for all
    /// masters (interpolation-compatible), and avoids booleans on large overlapping stroke outlines. The
    /// boolean cut is used when every weight has the same outline (fills) or only Regular is written.
    static func clipJointly(_ raw: [SymbolWeight: [Path]], parts: [SourcePart], viewBox: Rect,
                            viewBoxes: [SymbolWeight: Rect], tolerance: Double,
                            diagnostics: inout DiagnosticList) -> [SymbolWeight: [Path]] {
        let weights = SymbolWeight.allCases.filter { raw[$0] != nil }
        var out: [SymbolWeight: [Path]] = [:]
        for w in weights { out[w] = [] }
        for (i, part) in parts.enumerated() {
            let regularRaw = raw[.regular]![i]
            let sameEverywhere = weights.allSatisfy { raw[$0]![i] == regularRaw && viewBoxes[$0] == nil }
            let regularInside = isInside(regularRaw, viewBox)
            var results: [SymbolWeight: Path] = [:]
            if !part.clipPaths.isEmpty || sameEverywhere || !regularInside && weights.count == 1 {
                let regularClip = clip(regularRaw, part: part, viewBox: viewBox, tolerance: tolerance)
                report(regularClip, part: part, &diagnostics)
                for w in weights {
                    results[w] = raw[w]![i] == regularRaw && viewBoxes[w] == nil
                        ? regularClip.path
                        : clip(raw[w]![i], part: part, viewBox: viewBoxes[w] ?? viewBox, tolerance: tolerance).path
                }
            } else {
                if !regularInside, let b = regularRaw.bounds, !viewBox.contains(b, tolerance: tolerance) {
                    diagnostics.append(.warning("shape extends outside the view box; clipped", at: part.location))
                }
                // Cut every weight at its own box crossings with one shared structure (Geometry's
                // structure-keeping clip), so the masters stay interpolation-compatible.
                let boxes = weights.map { viewBoxes[$0] ?? viewBox }
                let paths = weights.map { raw[$0]![i] }
                let cut = zip(paths, boxes).allSatisfy { isInside($0, $1) } ? paths : Path.clampedCompatibly(paths, to: boxes)
                for (w, path) in zip(weights, cut) { results[w] = path }
            }
            for w in weights { out[w]!.append(results[w]!) }
        }
        return out
    }

    static func isInside(_ path: Path, _ box: Rect) -> Bool {
        guard let b = path.bounds else { return true }
        return box.contains(b, tolerance: 1e-9 * max(box.width, box.height))
    }

    static func report(_ result: (path: Path, cutByViewBox: Bool), part: SourcePart, _ diagnostics: inout DiagnosticList) {
        guard result.cutByViewBox else { return }
        let message = result.path.bounds == nil
            ? "shape lies entirely outside the view box; dropped" : "shape extends outside the view box; clipped"
        diagnostics.append(.warning(message, at: part.location))
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

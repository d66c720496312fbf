import Artwork
import Diagnostics
import Geometry

/// What a fill-only icon's Ultralight and Black are made of when no one drew them.
public enum FillWeightMode: String, Sendable, Hashable, CaseIterable {
    /// Offset the Regular outline thinner and bolder (the default).
    case synthesize
    /// Write the Regular outline again, with a warning (Stylebook's behaviour before synthesis).
    case reuse
}

/// What happened to the missing masters of a fill-only icon.
enum FillMasterSynthesis {
    /// Nothing was missing, the icon has strokes, or only Regular is written.
    case notNeeded
    /// `weights: reuse`.
    case off
    /// The masters were offset from Regular.
    case synthesized
    /// Offsetting was refused for this reason (at this shape, when one is to blame); Regular is reused.
    case refused(String, at: SourceLocation?)
    /// One master was offset; the other was refused for this reason and reuses Regular.
    case partly(String, at: SourceLocation?)
}

extension SymbolConverter {
    /// The minimum stem and gap, as a fraction of the Ultralight stem: thin details and narrow
    /// counters are held at this instead of vanishing or closing.
    static let synthesisFloor = 0.5

    /// For a fill-only icon with Ultralight or Black not drawn by hand, offsets every part's
    /// Regular outline into the missing masters (stored in `raw` and marked as masters, so weights
    /// in between interpolate). The offset is half the stroke-width change the weight model
    /// applies to a stroke as wide as the icon's typical stem: a fill made by outlining a stroke
    /// comes back close to that stroke drawn thinner or bolder.
    static func synthesizeFillMasters(into raw: inout [SymbolWeight: [Path]], masters: inout Set<SymbolWeight>,
                                      parts: [SourcePart], weights: [SymbolWeight], options: SymbolOptions,
                                      tolerance: Double) -> FillMasterSynthesis {
        let missing = [SymbolWeight.ultralight, .black].filter { !masters.contains($0) }
        guard !missing.isEmpty, weights.contains(where: { $0 != .regular }),
              !parts.contains(where: \.isStroke), let regular = raw[.regular] else { return .notNeeded }
        guard options.fillWeights == .synthesize else { return .off }
        if parts.contains(where: { !$0.clipPaths.isEmpty }) {
            return .refused("a shape is clipped, and a clip would cut each weight differently",
                            at: parts.first { !$0.clipPaths.isEmpty }?.location)
        }
        guard let (stem, scales) = synthesisStem(of: regular, tolerance: tolerance) else {
            return .refused("no stem could be measured", at: nil)
        }
        let floor = synthesisFloor * min(1, options.ultralightStrokeScale) * stem
        let limits = OffsetLimits(minimumStem: floor, minimumGap: floor)
        var refusals: [String] = [], place: SourceLocation?
        // Regular's area for the self-check, measured once when both weights need it (plain ink only).
        let areas = regular.indices.map { i in
            missing.count > 1 && scales[i].allSatisfy { $0 > 0 } ? regular[i].checkedFilledArea(tolerance: tolerance) : nil
        }
        for side in missing {
            let distance = (options.strokeScale(for: side) - 1) * stem / 2
            switch offsetParts(regular, by: distance, scales: scales, limits: limits, parts: parts,
                               areas: areas, tolerance: tolerance) {
            case .success(let paths):
                raw[side] = paths
                masters.insert(side)
            case .failure(let refusal):
                refusals.append("at \(side.rawValue.lowercased()), \(refusal.reason)")
                place = place ?? refusal.location
            }
        }
        // One weight refused leaves the other synthesised: each master is compatible with Regular.
        let reason = refusals.joined(separator: "; ")
        if refusals.count == missing.count { return .refused(reason, at: place) }
        return refusals.isEmpty ? .synthesized : .partly(reason, at: place)
    }

    /// A glyph whose typical width across the fill is more than this share of its size is a solid
    /// shape (a filled circle, a badge), not strokes: its width is no stem.
    static let solidShare = 0.2
    /// A solid shape's stem when nothing is knocked out of it, as a share of its size: Apple's drawn
    /// fills grow 2–7 % from Regular to Black, as a stroke a tenth of the size would.
    static let solidStemShare = 0.1

    /// The stem the weight change is sized by, and each contour's share of the offset (per part).
    /// Outlined strokes: the typical width across the fill, every contour moving by the full offset.
    /// Dots only: half their diameter (`Path.dotDiameters`).
    /// Solid shapes: the typical width of the lines knocked out of them (a tenth of the size when
    /// none is), and those knocked-out lines move the other way, widening at bolder weights as a
    /// white stroke would; nil when nothing is filled.
    static func synthesisStem(of regular: [Path], tolerance: Double) -> (stem: Double, scales: [[Double]])? {
        guard let typical = Path.typicalStemWidth(of: regular, tolerance: tolerance), typical > 0 else { return nil }
        let full = regular.map { [Double](repeating: 1, count: $0.subpaths.count) }
        // Dots only (an ellipsis): each dot is a stroked circle whose diameter is two stems.
        if let dots = Path.dotDiameters(of: regular, tolerance: tolerance) {
            return (dots.sorted()[dots.count / 2] / 2, full)
        }
        let size = regular.compactMap(\.bounds).reduce(nil) { (all: Rect?, box: Rect) in all.map { $0.union(box) } ?? box }
            .map { max($0.width, $0.height) } ?? 0
        guard typical > solidShare * size else { return (typical, full) }
        let roles = regular.map { $0.contourRoles(tolerance: tolerance) }
        let knockouts = roles.joined().compactMap { role -> Double? in
            if case .knockout(let width) = role { return width }
            return nil
        }.sorted()
        let stem = knockouts.isEmpty ? solidStemShare * size : knockouts[knockouts.count / 2]
        let scales = roles.map { contours in contours.map { role -> Double in
            if case .knockout = role { return -1 }
            return 1
        } }
        return (stem, scales)
    }

    /// Every part's outline offset by `distance`, contours held back where they would merge.
    private static func offsetParts(_ regular: [Path], by distance: Double, scales: [[Double]], limits: OffsetLimits,
                                    parts: [SourcePart], areas: [Double?],
                                    tolerance: Double) -> Result<[Path], SynthesisRefusal> {
        var paths: [Path] = []
        for (i, path) in regular.enumerated() {
            let result = path.offsetKeepingApart(by: distance, scales: scales[i], limits: limits, tolerance: tolerance)
            if let refusal = result.refusal {
                return .failure(SynthesisRefusal(reason: refusal, location: parts[i].location))
            }
            if let wrong = movedWrongWay(path, result.path, by: distance, scales: scales[i], area: areas[i],
                                           tolerance: tolerance) {
                return .failure(SynthesisRefusal(reason: wrong, location: parts[i].location))
            }
            paths.append(result.path)
        }
        return .success(paths)
    }
}

extension SymbolConverter {
    /// A self-check on a synthesised outline, independent of how the offset decided each contour's
    /// outward side: why it moved the wrong way (a bolder weight covering less, or a contour whose
    /// area changed against its role), or nil. A wrong weight is refused rather than written.
    /// `area`: Regular's `checkedFilledArea`, when already measured.
    static func movedWrongWay(_ regular: Path, _ offset: Path, by distance: Double, scales: [Double],
                              area: Double? = nil, tolerance: Double) -> String? {
        let contours = regular.wrongWayContours(in: offset, distance: distance, scales: scales, tolerance: tolerance)
        if !contours.isEmpty {
            let way = distance > 0 ? "thinner where it should get bolder" : "bolder where it should get thinner"
            return "self-check: \(contours.count == 1 ? "a contour" : "\(contours.count) contours") would move the wrong way "
                + "(the outline would get \(way))"
        }
        // Knocked-out lines widen as the ink grows: only plain ink must cover more at a bolder weight.
        if scales.allSatisfy({ $0 > 0 }),
           regular.filledAreaMovedWrongWay(in: offset, distance: distance, tolerance: tolerance, area: area) {
            return "self-check: the outline would cover \(distance > 0 ? "less" : "more") than Regular"
        }
        return nil
    }
}

/// Why one weight could not be offset.
struct SynthesisRefusal: Error {
    var reason: String
    var location: SourceLocation?
}


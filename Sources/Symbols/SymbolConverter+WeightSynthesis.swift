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
    /// Offsetting was refused for this reason; Regular is reused.
    case refused(String)
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
            return .refused("a shape is clipped, and a clip would cut each weight differently")
        }
        guard let stem = Path.typicalStemWidth(of: regular, tolerance: tolerance), stem > 0 else {
            return .refused("no stem could be measured")
        }
        let floor = synthesisFloor * min(1, options.ultralightStrokeScale) * stem
        let limits = OffsetLimits(minimumStem: floor, minimumGap: floor)
        var made: [SymbolWeight: [Path]] = [:]
        for side in missing {
            let distance = (options.strokeScale(for: side) - 1) * stem / 2
            var paths: [Path] = []
            for (i, path) in regular.enumerated() {
                let result = path.offsetCompatibly(by: distance, limits: limits, tolerance: tolerance)
                if let refusal = result.refusal {
                    let place = parts[i].location?.line.map { " (the shape on line \($0))" } ?? ""
                    return .refused("at \(side.rawValue.lowercased()), \(refusal)\(place)")
                }
                paths.append(result.path)
            }
            made[side] = paths
        }
        for (side, paths) in made {
            raw[side] = paths
            masters.insert(side)
        }
        return .synthesized
    }
}

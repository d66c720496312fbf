import Artwork
import Diagnostics
import Geometry

/// Cutting every weight's outlines to their clip regions and the view box.
///
/// Interpolation masters must keep one command sequence per shape, and a polygon boolean re-cuts
/// each weight differently, so cuts go from cheapest and structure-keeping to costly:
/// 1. a clip region that covers the shape in every weight is a no-op (Figma wraps every export
///    in a clip of the whole frame);
/// 2. rectangular clips and the view box fold what lies outside onto the box's edge
///    (`Path.clampedCompatibly`): exact for filling, linear in segments, same structure for all;
/// 3. any other clip (or mask) region that cuts needs the polygon boolean, within
///    `Path.clipWorkLimit`. Where the weights must share a structure (masters, or weights
///    interpolated from hand-drawn masters) and their outlines differ, the icon falls back to
///    static weights: every weight reuses the Regular outline, with a warning.
extension SymbolConverter {
    static func clipParts(_ raw: [SymbolWeight: [Path]], parts: [SourcePart], viewBox: Rect,
                          viewBoxes: [SymbolWeight: Rect], compatible: Bool, tolerance: Double,
                          diagnostics: inout DiagnosticList) throws(DiagnosticError) -> [SymbolWeight: [Path]] {
        let weights = SymbolWeight.allCases.filter { raw[$0] != nil }
        guard let regular = weights.firstIndex(of: .regular) else { return raw }
        var out: [SymbolWeight: [Path]] = [:]
        for w in weights { out[w] = [] }
        var staticReason: SourceLocation?
        for (i, part) in parts.enumerated() {
            let paths = weights.map { raw[$0]![i] }
            let boxes = weights.map { viewBoxes[$0] ?? viewBox }
            let sameEverywhere = weights.allSatisfy { raw[$0]![i] == paths[regular] && viewBoxes[$0] == nil }
            let cuts = clipCuts(part.clipPaths, covering: paths, tolerance: tolerance)
            reportViewBoxCut(paths[regular], within: cuts.rect, viewBox: viewBox, tolerance: tolerance,
                             location: part.location, &diagnostics)
            // 2. Rectangles and view boxes: the structure-keeping fold.
            var cutBoxes: [Rect?] = boxes.map { box in cuts.rect.map { box.intersection($0) } ?? box }
            if cuts.rect != nil && cuts.emptyRect { cutBoxes = boxes.map { _ in nil } }
            var results: [Path]
            if cutBoxes.contains(where: { $0 == nil }) {
                results = paths.map { _ in Path() }
            } else {
                let rects = cutBoxes.map { $0! }
                results = zip(paths, rects).allSatisfy({ isInside($0, $1) }) ? paths : Path.clampedCompatibly(paths, to: rects)
            }
            // 3. Other clip regions: the polygon boolean.
            if !cuts.shaped.isEmpty, results.contains(where: { !$0.isEmpty }) {
                if sameEverywhere || !compatible {
                    let uncut = results
                    for k in results.indices {
                        if let j = (0..<k).first(where: { uncut[$0] == uncut[k] }) { results[k] = results[j]; continue }
                        results[k] = try intersect(uncut[k], with: cuts.shaped, tolerance: tolerance, location: part.location)
                    }
                } else {
                    let cut = try intersect(results[regular], with: cuts.shaped, tolerance: tolerance, location: part.location)
                    results = results.map { _ in cut }
                    staticReason = staticReason ?? part.location
                }
            }
            for (w, path) in zip(weights, results) { out[w]!.append(path) }
        }
        if let staticReason {
            diagnostics.append(.warning("a clip path or mask that is not a rectangle cuts this stroke, and its weights "
                                        + "cannot be cut with one shared structure; every weight of the icon reuses the "
                                        + "Regular outline (static weights)", at: staticReason))
            for w in weights { out[w] = out[.regular] }
        }
        return out
    }

    /// What a part's clip regions leave to do: the rectangle of its rectangular clips (flagged
    /// empty when they miss each other) and the other regions, leaving out every region that
    /// covers all of `paths`.
    static func clipCuts(_ clips: [Path], covering paths: [Path], tolerance: Double)
        -> (rect: Rect?, emptyRect: Bool, shaped: [Path]) {
        let bounds = paths.compactMap(\.bounds).reduce(nil) { (acc: Rect?, r: Rect) in acc.map { $0.union(r) } ?? r }
        var rect: Rect?
        var empty = false
        var shaped: [Path] = []
        for clip in clips {
            if let bounds, clip.certainlyCovers(bounds, tolerance: tolerance) { continue }
            if let r = clip.axisAlignedRectangle(tolerance: tolerance) {
                if let current = rect {
                    if let both = current.intersection(r), !both.isEmpty { rect = both } else { empty = true }
                } else {
                    rect = r
                }
            } else {
                shaped.append(clip)
            }
        }
        return (rect, empty, shaped)
    }

    /// `path` ∩ every region, within the boolean work limit.
    static func intersect(_ path: Path, with regions: [Path], tolerance: Double,
                          location: SourceLocation?) throws(DiagnosticError) -> Path {
        var result = path
        for region in regions where !result.isEmpty {
            do throws(BooleanWorkLimitExceeded) {
                result = try result.combined(with: region, operation: .intersection, tolerance: tolerance,
                                             workLimit: Path.clipWorkLimit)
            } catch {
                throw DiagnosticError(.error("this shape and its clip path or mask cross each other too often to cut "
                                             + "(\(error.edges) edges; more than \(error.limit) steps); simplify the "
                                             + "drawing in the editor", at: location))
            }
        }
        return result
    }

    static func isInside(_ path: Path, _ box: Rect) -> Bool {
        guard let b = path.bounds else { return true }
        return box.contains(b, tolerance: 1e-9 * max(box.width, box.height))
    }

    /// Warns, from the Regular outline, when the view box cuts visible geometry (what a clip
    /// rectangle leaves) by more than `tolerance`.
    static func reportViewBoxCut(_ regular: Path, within clip: Rect?, viewBox: Rect, tolerance: Double,
                                 location: SourceLocation?, _ diagnostics: inout DiagnosticList) {
        guard var bounds = regular.bounds else { return }
        if let clip {
            guard let visible = bounds.intersection(clip) else { return }
            bounds = visible
        }
        guard !viewBox.contains(bounds, tolerance: tolerance) else { return }
        let message = bounds.intersection(viewBox).map { !$0.isEmpty } ?? false
            ? "shape extends outside the view box; clipped" : "shape lies entirely outside the view box; dropped"
        diagnostics.append(.warning(message, at: location))
    }
}

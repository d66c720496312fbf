import Artwork
import Diagnostics
import Geometry

/// The colour and opacity a part is painted with; drives rendering-mode layers.
struct PartPaint: Sendable, Hashable {
    var color: PaintColor
    var opacity: Double
}

/// One filled or stroked piece of a source shape, before weights are applied.
struct SourcePart: Sendable {
    enum Geometry: Sendable {
        /// A fill outline in icon space, already non-zero.
        case fill(Path)
        /// A stroke: centreline in the space it is stroked in, the style (width in that space),
        /// and the transform from that space to icon space (identity when stroked in icon space).
        case stroke(Path, StrokeStyle, AffineTransform)
    }

    var geometry: Geometry
    var paint: PartPaint
    /// Clip regions in icon space (all apply).
    var clipPaths: [Path]
    var location: SourceLocation?
    /// Class, `id` and `data-*` names of the shape and its groups, and its place in the tree (layer rules).
    var names: [String] = []
    var treePath: [Int] = []
    var isStroke: Bool { if case .stroke = geometry { true } else { false } }
}

extension SymbolConverter {
    /// Splits shapes into fill and stroke parts, converting even-odd fills and dropping invisible ones.
    static func sourceParts(of icon: IconArtwork, tolerance: Double,
                            diagnostics: inout DiagnosticList) throws(DiagnosticError) -> [SourcePart] {
        var parts: [SourcePart] = []
        for shape in icon.shapes {
            let location = shape.location ?? SourceLocation(file: icon.sourcePath)
            guard shape.opacity > 0 else {
                diagnostics.append(.note("dropped a fully transparent <\(shape.element)>", at: location))
                continue
            }
            var drew = false
            if let fill = shape.fill, fill.opacity > 0 {
                var path = shape.iconSpacePath
                if fill.rule == .evenOdd {
                    do throws(BooleanWorkLimitExceeded) {
                        path = try path.evenOddToNonZero(tolerance: tolerance, workLimit: Path.booleanWorkLimit).path
                    } catch {
                        throw DiagnosticError(.error("this even-odd fill crosses itself too often to rewind for non-zero "
                                                     + "filling (\(error.edges) edges; more than \(error.limit) steps); "
                                                     + "simplify the path in the editor", at: location))
                    }
                }
                if !path.isEmpty {
                    parts.append(SourcePart(geometry: .fill(path),
                                            paint: PartPaint(color: fill.color, opacity: shape.opacity * fill.opacity),
                                            clipPaths: shape.clipPaths, location: location,
                                        names: shape.classNames + shape.layerNames, treePath: shape.treePath))
                    drew = true
                }
            }
            if let stroke = shape.stroke, stroke.opacity > 0, stroke.style.width > 0 {
                let t = shape.transform
                var style = stroke.style
                let geometry: SourcePart.Geometry
                if isSimilarity(t) {
                    // Uniform scale/rotation: a circle stays a circle, so stroke in icon space.
                    let s = t.meanScale
                    style.width *= s
                    style.dashes = style.dashes.map { $0 * s }
                    style.dashOffset *= s
                    geometry = .stroke(shape.iconSpacePath, style, .identity)
                } else {
                    // Non-uniform: the pen is an ellipse in icon space; stroke locally, then transform.
                    geometry = .stroke(shape.path, style, t)
                }
                parts.append(SourcePart(geometry: geometry,
                                        paint: PartPaint(color: stroke.color, opacity: shape.opacity * stroke.opacity),
                                        clipPaths: shape.clipPaths, location: location,
                                        names: shape.classNames + shape.layerNames, treePath: shape.treePath))
                drew = true
            }
            if !drew {
                diagnostics.append(.note("dropped <\(shape.element)> with no visible fill or stroke", at: location))
            }
        }
        return parts
    }

    static func isSimilarity(_ t: AffineTransform) -> Bool {
        let scale = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d), 1e-12)
        let eps = 1e-9 * scale * scale
        let col1 = t.a * t.a + t.b * t.b, col2 = t.c * t.c + t.d * t.d
        return abs(col1 - col2) <= eps && abs(t.a * t.c + t.b * t.d) <= eps
    }

    /// The largest factor by which `t` stretches any direction (for carrying tolerances).
    static func maxStretch(_ t: AffineTransform) -> Double {
        let p = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
        let q = (p * p - 4 * t.determinant * t.determinant).squareRoot()
        return ((p + max(0, q)) / 2).squareRoot()
    }

    /// The outline of one part at a stroke-width factor, in icon space, before clipping.
    static func outline(_ part: SourcePart, widthFactor: Double, structureFactor: Double, tolerance: Double) -> Path {
        switch part.geometry {
        case .fill(let path):
            return path
        case .stroke(let path, let style, let t):
            var s = style
            s.width *= widthFactor
            let localTolerance = tolerance / max(maxStretch(t), 1e-12)
            let outline = path.stroked(s, tolerance: localTolerance, structureWidth: style.width * structureFactor)
            return outline.transformed(by: t)
        }
    }
}

import Artwork
import Diagnostics
import FileOutput
import Foundation
import Geometry
import SVG

/// An icon's drawing as a small grid of covered cells, after normalising size and position (the
/// drawing's bounds fitted, centred, into the grid): two icons drawn alike at other sizes or
/// offsets get the same grid, and their intersection over union says how alike they are.
public struct IconSilhouette: Sendable, Hashable {
    public static let size = 24
    /// Row-major, `size × size`, top row first.
    public var cells: [Bool]

    public init(cells: [Bool]) { self.cells = cells }

    /// Fills and strokes (expanded to outlines) of every visible shape; nil for an empty drawing.
    public init?(_ artwork: IconArtwork) {
        var regions: [(polygons: [Polygon], rule: FillRule)] = []
        for shape in artwork.shapes where shape.opacity > 0 {
            if let fill = shape.fill, fill.opacity > 0 {
                regions.append((shape.iconSpacePath.flattened(tolerance: 0.05), fill.rule))
            }
            if let stroke = shape.stroke, stroke.opacity > 0, stroke.style.width > 0 {
                let outline = shape.path.stroked(stroke.style).transformed(by: shape.transform)
                regions.append((outline.flattened(tolerance: 0.05), .nonZero))
            }
        }
        let boxes = regions.flatMap { $0.polygons.compactMap(\.bounds) }
        guard var bounds = boxes.first else { return nil }
        for box in boxes.dropFirst() { bounds = bounds.union(box) }
        let side = max(bounds.width, bounds.height)
        guard side > 0 else { return nil }
        let n = Self.size
        let originX = bounds.minX - (side - bounds.width) / 2, originY = bounds.minY - (side - bounds.height) / 2
        cells = (0..<(n * n)).map { index in
            let point = Point(x: originX + (Double(index % n) + 0.5) / Double(n) * side,
                              y: originY + (Double(index / n) + 0.5) / Double(n) * side)
            return regions.contains { region in
                let winding = region.polygons.reduce(0) { $0 + $1.winding(at: point) }
                return region.rule == .evenOdd ? winding % 2 != 0 : winding != 0
            }
        }
    }

    /// How much the two drawings overlap, 0…1: each covered cell of either counts 1 when the
    /// other covers it too and ½ when the other covers a cell next to it (so a line redrawn half a
    /// cell away or a little thinner still counts), over both drawings' cells. 1 for identical
    /// grids (and for two empty ones).
    public func iou(_ other: IconSilhouette) -> Double {
        let (mine, theirs) = (grown().cells, other.grown().cells)
        var matched = 0.0, total = 0
        for index in cells.indices {
            if cells[index] { total += 1; matched += other.cells[index] ? 1 : theirs[index] ? 0.5 : 0 }
            if other.cells[index] { total += 1; matched += cells[index] ? 1 : mine[index] ? 0.5 : 0 }
        }
        return total == 0 ? 1 : matched / Double(total)
    }

    /// Every cell next to a covered one (the eight around it) covered too.
    func grown() -> IconSilhouette {
        let n = Self.size
        return IconSilhouette(cells: (0..<(n * n)).map { index in
            let (x, y) = (index % n, index / n)
            for dy in -1...1 { for dx in -1...1 {
                let (cx, cy) = (x + dx, y + dy)
                if cx >= 0, cx < n, cy >= 0, cy < n, cells[cy * n + cx] { return true }
            } }
            return false
        })
    }

    /// The grid as a small inline SVG, for the report.
    var svg: String {
        let n = Self.size
        var rects = ""
        for (index, covered) in cells.enumerated() where covered {
            rects += "<rect x=\"\(index % n)\" y=\"\(index / n)\" width=\"1\" height=\"1\"/>"
        }
        return "<svg class=\"icon\" viewBox=\"0 0 \(n) \(n)\" width=\"32\" height=\"32\">\(rects)</svg>"
    }
}

extension RenewalIcon {
    /// The icons of a folder (its `*.svg`, not subfolders), in name order. Weight masters
    /// (`NAME.ultralight.svg`, `NAME.black.svg`) are left out: the regular drawing stands for the
    /// symbol. An icon that cannot be read is an error; one that draws nothing is left out.
    public static func load(folder: String, namespace: String?) throws(DiagnosticError) -> [RenewalIcon] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw DiagnosticError(.error("cannot list the icon folder", at: SourceLocation(file: folder)))
        }
        var icons: [RenewalIcon] = []
        for file in names.filter({ $0.hasSuffix(".svg") }).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let name = String(file.dropLast(4))
            guard !name.hasSuffix(".ultralight"), !name.hasSuffix(".black") else { continue }
            let artwork = try SVGReader.read(path: FilePaths.join(folder, file))
            guard let silhouette = IconSilhouette(artwork) else { continue }
            icons.append(RenewalIcon(name: name, assetName: namespace.map { $0 + "/" + name } ?? name, silhouette: silhouette))
        }
        return icons
    }
}

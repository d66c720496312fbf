import Diagnostics
import Geometry
import Grammar

/// Geometry of the shapes a template holds, read with the SVG reader's own number, path-data and
/// transform grammars, so a number the SVG reader rejects (NaN, infinity, overflow) is an error here too.
extension TemplateWalker {
    /// A numeric attribute (absolute units allowed), `fallback` when absent. An unreadable value is a
    /// located error and reads as `fallback`.
    mutating func number(_ e: TemplateElement, _ attribute: String, fallback: Double = 0) -> Double {
        guard let text = e.attribute(attribute) else { return fallback }
        do throws(SVGPathError) {
            return try SVGNumbers.number(text)
        } catch {
            diagnostics.error("unreadable \(attribute)=\"\(text)\": \(error.message)",
                              at: loc(e.attributeValueOffset(attribute, error.offset) ?? e.offset))
            return fallback
        }
    }

    /// The numbers of a path's `data-clipstroke-keyframes` (SF Symbols 7 Draw); unreadable numbers are
    /// a located warning, as Xcode then draws the layer without Draw.
    mutating func drawKeyframes(_ e: TemplateElement) -> [Double]? {
        guard let text = e.attribute("data-clipstroke-keyframes") else { return nil }
        do throws(SVGPathError) {
            return try SVGNumbers.list(text)
        } catch {
            diagnostics.warning("unreadable data-clipstroke-keyframes: \(error.message); Xcode draws this layer without Draw",
                                at: loc(e.attributeValueOffset("data-clipstroke-keyframes", error.offset) ?? e.offset))
            return nil
        }
    }

    /// The `d` of a `<path>` with its command kinds; nil (with a located error) when malformed.
    mutating func pathCommands(_ e: TemplateElement) -> SVGPathCommands? {
        let d = e.attribute("d") ?? ""
        do throws(SVGPathError) {
            return try SVGPathParser.parseCommands(d)
        } catch {
            diagnostics.error("bad path data: \(error.message)", at: loc(e.attributeValueOffset("d", error.offset) ?? e.offset))
            return nil
        }
    }

    /// Geometry of a basic shape element in its own coordinates (for bounds), or nil for non-shapes
    /// and unreadable path data.
    mutating func shapePath(_ e: TemplateElement, name: String) -> Path? {
        switch name {
        case "path":
            return pathCommands(e)?.path
        case "line":
            return Path([.move(Point(number(e, "x1"), number(e, "y1"))), .line(Point(number(e, "x2"), number(e, "y2")))])
        case "rect":
            let r = Rect(x: number(e, "x"), y: number(e, "y"), width: number(e, "width"), height: number(e, "height"))
            return Path([.move(Point(r.minX, r.minY)), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
                         .line(Point(r.minX, r.maxY)), .close])
        case "circle":
            let r = number(e, "r")
            return Path.ellipse(center: Point(number(e, "cx"), number(e, "cy")), radiusX: r, radiusY: r)
        case "ellipse":
            return Path.ellipse(center: Point(number(e, "cx"), number(e, "cy")), radiusX: number(e, "rx"),
                                radiusY: number(e, "ry"))
        case "polygon", "polyline":
            let text = e.attribute("points") ?? ""
            let values: [Double]
            do throws(SVGPathError) {
                values = try SVGNumbers.list(text)
            } catch {
                diagnostics.error("unreadable points: \(error.message)",
                                  at: loc(e.attributeValueOffset("points", error.offset) ?? e.offset))
                return nil
            }
            var p = Path()
            for k in stride(from: 0, to: values.count - 1, by: 2) {
                let pt = Point(values[k], values[k + 1])
                if k == 0 { p.move(to: pt) } else { p.line(to: pt) }
            }
            if name == "polygon" && !p.isEmpty { p.close() }
            return p
        default:
            return nil
        }
    }
}

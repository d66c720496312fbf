import Diagnostics
import Grammar

/// DTCG's other types: string, strokeStyle, border, cubicBezier, transition, gradient.
extension ValueParser {
    mutating func string(_ node: JSONNode) -> String? {
        if let text = node.string { return text }
        if let n = node.number {
            warning("string token holds a number; read as text", node)
            return Self.short(n)
        }
        error("expected a string, found \(node.kindName)", node)
        return nil
    }

    /// A keyword (`solid`, `dashed` …) or `{"dashArray": [dimension…], "lineCap": "round"}`.
    mutating func strokeStyle(_ node: JSONNode) -> StrokeStyle? {
        if let text = node.string {
            guard StrokeStyle.keywords.contains(text) else {
                error("unknown stroke style \"\(text)\" (use \(StrokeStyle.keywords.sorted().joined(separator: ", ")) or a dashArray object)", node)
                return nil
            }
            return .keyword(text)
        }
        guard node.isObject else {
            error("expected a stroke style (keyword or {\"dashArray\": […], \"lineCap\": …}), found \(node.kindName)", node)
            return nil
        }
        guard let items = node["dashArray"]?.array, !items.isEmpty else {
            error("stroke style needs a non-empty \"dashArray\"", node["dashArray"] ?? node)
            return nil
        }
        var dashes: [Double] = []
        for item in items {
            guard let d = dimension(item, what: "dash length") else { return nil }
            dashes.append(d)
        }
        let cap = node["lineCap"]?.string ?? "butt"
        guard ["round", "butt", "square"].contains(cap) else {
            error("lineCap must be round, butt or square, not \"\(cap)\"", node["lineCap"] ?? node)
            return nil
        }
        return .dashes(dashes, lineCap: cap)
    }

    mutating func border(_ node: JSONNode) -> Border? {
        guard isObject(node, "border must be an object with color, width and style") else { return nil }
        guard let colorNode = node["color"] else { error("border needs \"color\"", node); return nil }
        guard let widthNode = node["width"] else { error("border needs \"width\"", node); return nil }
        guard let color = color(colorNode), let width = dimension(widthNode, what: "border width") else { return nil }
        var style = StrokeStyle.keyword("solid")
        if let styleNode = node["style"] {
            guard let s = strokeStyle(styleNode) else { return nil }
            style = s
        } else {
            warning("border has no \"style\"; using solid", node)
        }
        return Border(color: color, width: width, style: style)
    }

    /// `[x1, y1, x2, y2]`, x values in 0…1.
    mutating func cubicBezier(_ node: JSONNode) -> CubicBezier? {
        if let text = node.string {
            let css = text.trimmingCharacters(in: .whitespaces).lowercased()
            if let named = Self.namedCurves[css] {
                if !loose { warning("timing function \"\(text)\" is a CSS keyword, not DTCG; read as its cubic Bézier", node) }
                return named
            }
            if let numbers = Self.cssCubicBezier(css) {
                if !loose { warning("timing function \"\(text)\" is CSS, not DTCG; read as [x1, y1, x2, y2]", node) }
                return checkedCurve(numbers, nodes: nil, node)
            }
            error("timing function \"\(text)\" is not a cubic Bézier (use [x1, y1, x2, y2], cubic-bezier(…) or linear, ease, ease-in, ease-out, ease-in-out)", node)
            return nil
        }
        guard let items = node.array, items.count == 4 else {
            error("cubic Bézier must be an array of 4 numbers [x1, y1, x2, y2]", node)
            return nil
        }
        var v: [Double] = []
        for item in items {
            guard let n = item.number else {
                error("cubic Bézier values must be numbers, found \(item.kindName)", item)
                return nil
            }
            v.append(n)
        }
        return checkedCurve(v, nodes: items, node)
    }

    /// x values must lie in 0…1 (CSS and DTCG both say so).
    private mutating func checkedCurve(_ v: [Double], nodes: [JSONNode]?, _ node: JSONNode) -> CubicBezier? {
        for index in [0, 2] where !(0...1).contains(v[index]) {
            error("cubic Bézier x\(index / 2 + 1) is \(Self.short(v[index])), outside 0–1", nodes?[index] ?? node)
            return nil
        }
        return CubicBezier(x1: v[0], y1: v[1], x2: v[2], y2: v[3])
    }

    /// The four numbers of CSS `cubic-bezier(x1, y1, x2, y2)`, or nil when `text` is not that.
    static func cssCubicBezier(_ text: String) -> [Double]? {
        guard text.hasPrefix("cubic-bezier("), text.hasSuffix(")") else { return nil }
        let body = text.dropFirst("cubic-bezier(".count).dropLast()
        let numbers = body.split(separator: ",").compactMap { NumberGrammar.number($0) }
        return numbers.count == 4 && body.split(separator: ",").count == 4 ? numbers : nil
    }

    /// CSS easing keywords, as the CSS Easing spec defines them.
    static let namedCurves: [String: CubicBezier] = [
        "linear": CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1),
        "ease": CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        "ease-in": CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1),
        "ease-out": CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1),
        "ease-in-out": CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
    ]

    mutating func transition(_ node: JSONNode) -> Transition? {
        guard isObject(node, "transition must be an object with duration, delay and timingFunction") else { return nil }
        guard let durationNode = node["duration"] else { error("transition needs \"duration\"", node); return nil }
        guard let timingNode = node["timingFunction"] else { error("transition needs \"timingFunction\"", node); return nil }
        guard let duration = duration(durationNode), let curve = cubicBezier(timingNode) else { return nil }
        var delay = 0.0
        if let delayNode = node["delay"] {
            guard let d = self.duration(delayNode) else { return nil }
            delay = d
        }
        return Transition(duration: duration, delay: delay, timingFunction: curve)
    }

    /// `[{"color": …, "position": 0…1}, …]`.
    mutating func gradient(_ node: JSONNode) -> [GradientStop]? {
        guard let items = node.array, !items.isEmpty else {
            error("gradient must be a non-empty array of {color, position} stops", node)
            return nil
        }
        var stops: [GradientStop] = []
        for item in items {
            guard item.isObject, let colorNode = item["color"] else {
                error("gradient stop needs \"color\" and \"position\"", item)
                return nil
            }
            guard let color = color(colorNode) else { return nil }
            guard let positionNode = item["position"], var position = positionNode.number else {
                error("gradient stop needs a numeric \"position\" (0–1)", item["position"] ?? item)
                return nil
            }
            if !(0...1).contains(position) {
                // DTCG: positions outside 0–1 are clamped.
                warning("gradient position \(Self.short(position)) is outside 0–1; clamped", positionNode)
                position = min(max(position, 0), 1)
            }
            stops.append(GradientStop(color: color, position: position))
        }
        return stops
    }
}

import Foundation
import Grammar

/// The simple maths Tokens Studio allows in values (`{spacing.base} * 2`, `calc(16/11)`,
/// `min({a}*0.5, {b})`, `floor({unit} * 3)`), and `rgba(#hex, alpha)` colours.
///
/// Operators `+ - * /` and `^` (power), parentheses, and the functions `calc`, `min`, `max`, `floor`, `ceil`,
/// `round`, `abs`, `sqrt`, `pow`, `roundTo`. Operands are numbers with an optional unit (`px`,
/// `rem`, `%` …); the result takes the first unit met, as Tokens Studio does.
enum StudioMath {
    /// The value of an arithmetic expression, or nil when `text` is not one (a plain number is not).
    static func evaluate(_ text: String) -> (value: Double, unit: String)? {
        guard text.contains(where: { "+-*/(^".contains($0) }) else { return nil }
        var parser = Parser(TextScanner(text))
        guard let value = parser.expression(), parser.atEnd, value.isFinite else { return nil }
        return (value, parser.unit ?? "")
    }

    /// `16px`, `1.5`, `-2rem`: a number with the unit written back.
    static func text(_ value: Double, unit: String) -> String {
        format(value) + unit
    }

    /// Shortest exact decimal text for a computed number (no exponent, no trailing zeros).
    static func format(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.6f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// Operands are read with Grammar's number grammar, unsigned: a sign is an operator here.
    private struct Parser {
        var scanner: TextScanner
        var unit: String?

        init(_ scanner: TextScanner) { self.scanner = scanner }

        var atEnd: Bool {
            var rest = scanner
            rest.skipSpaces()
            return rest.isAtEnd
        }

        mutating func peek() -> UInt8? {
            scanner.skipSpaces()
            return scanner.current
        }

        /// Consumes the byte `peek()` returned.
        mutating func advance() { scanner.index += 1 }

        mutating func expression() -> Double? {
            guard var value = term() else { return nil }
            while let op = peek(), op == UInt8(ascii: "+") || op == UInt8(ascii: "-") {
                advance()
                guard let rhs = term() else { return nil }
                value = op == UInt8(ascii: "+") ? value + rhs : value - rhs
            }
            return value
        }

        mutating func term() -> Double? {
            guard var value = factor() else { return nil }
            while let op = peek(), op == UInt8(ascii: "*") || op == UInt8(ascii: "/") {
                advance()
                guard let rhs = factor() else { return nil }
                if op == UInt8(ascii: "*") { value *= rhs } else {
                    guard rhs != 0 else { return nil }
                    value /= rhs
                }
            }
            return value
        }

        /// Signs bind looser than `^`, as in Tokens Studio's expression evaluator: `-2^2` is -4.
        mutating func factor() -> Double? {
            guard let c = peek() else { return nil }
            if c == UInt8(ascii: "-") { advance(); return factor().map { -$0 } }
            if c == UInt8(ascii: "+") { advance(); return factor() }
            return power()
        }

        /// `a ^ b`, right-associative (`2^3^2` is 2^9).
        mutating func power() -> Double? {
            guard let base = primary() else { return nil }
            guard peek() == UInt8(ascii: "^") else { return base }
            advance()
            guard let exponent = factor() else { return nil }
            return pow(base, exponent)
        }

        mutating func primary() -> Double? {
            guard let c = peek() else { return nil }
            if c == UInt8(ascii: "(") {
                advance()
                let value = expression()
                guard peek() == UInt8(ascii: ")") else { return nil }
                advance()
                return value
            }
            if TextScanner.isLetter(c) { return function() }
            return number()
        }

        mutating func number() -> Double? {
            guard case .value(let value) = scanner.scanNumber(signed: false) else { return nil }
            let unit = scanner.unit()
            if !unit.isEmpty, self.unit == nil { self.unit = unit }
            return value
        }

        mutating func function() -> Double? {
            let start = scanner.index
            while let c = scanner.current, TextScanner.isLetter(c) { advance() }
            let name = String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self).lowercased()
            guard peek() == UInt8(ascii: "(") else { return nil }
            advance()
            var args: [Double] = []
            if peek() != UInt8(ascii: ")") {
                while true {
                    guard let arg = expression() else { return nil }
                    args.append(arg)
                    if peek() == UInt8(ascii: ",") { advance(); continue }
                    break
                }
            }
            guard peek() == UInt8(ascii: ")") else { return nil }
            advance()
            switch (name, args.count) {
            case ("calc", 1): return args[0]
            case ("min", 1...): return args.min()
            case ("max", 1...): return args.max()
            case ("floor", 1): return args[0].rounded(.down)
            case ("ceil", 1): return args[0].rounded(.up)
            case ("round", 1): return args[0].rounded()
            case ("abs", 1): return abs(args[0])
            case ("sqrt", 1): return args[0] >= 0 ? args[0].squareRoot() : nil
            case ("pow", 2): return pow(args[0], args[1])
            case ("roundto", 1): return args[0].rounded()
            case ("roundto", 2):
                let scale = pow(10, args[1])
                return (args[0] * scale).rounded() / scale
            default: return nil
            }
        }
    }

    /// `rgba(#RRGGBB, 0.5)` / `rgba(255, 0, 0, .5)` / `rgb(…)` as an 8- or 6-digit hex string; nil otherwise.
    static func cssColorHex(_ text: String) -> String? {
        cssColor(text).map { hex($0[0], $0[1], $0[2], $0[3]) }
    }

    /// The same colour as an exact DTCG sRGB colour object (no 8-bit rounding of the alpha).
    static func cssColorNode(_ text: String, at pos: SourcePos) -> JSONNode? {
        guard let c = cssColor(text) else { return nil }
        return JSONNode(.object([
            .init(key: "colorSpace", value: JSONNode(.string("srgb"), pos: pos)),
            .init(key: "components", value: JSONNode(.array(c.prefix(3).map { JSONNode(.number($0), pos: pos) }), pos: pos)),
            .init(key: "alpha", value: JSONNode(.number(c[3]), pos: pos)),
        ]), pos: pos)
    }

    /// Components r, g, b, a in 0…1 of an `rgb()`/`rgba()` string: Grammar's CSS colour function,
    /// or Tokens Studio's `rgba(#hex, alpha)`; nil for anything else or a value out of range.
    static func cssColor(_ text: String) -> [Double]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard trimmed.hasPrefix("rgb") else { return nil }
        if let color = hexWithAlpha(trimmed) { return color }
        guard case .success(let function) = CSSColorFunction.parse(trimmed), function.space == .rgb,
              function.componentsInRange, function.alpha >= 0, function.alpha <= 1 else { return nil }
        return function.components + [function.alpha]
    }

    /// `rgba(#hex)` or `rgba(#hex, alpha)` (alpha a number or a percentage), Tokens Studio's own form.
    private static func hexWithAlpha(_ text: String) -> [Double]? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"), ["rgb", "rgba"].contains(text[..<open]) else { return nil }
        let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = body.split(whereSeparator: { $0 == "," || $0 == "/" }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let first = parts.first, first.hasPrefix("#"), parts.count <= 2, let color = ValueParser.hexColor(first) else { return nil }
        var alpha = color.alpha
        if parts.count == 2 {
            guard let (value, unit) = NumberGrammar.number(parts[1], suffixedBy: ["", "%"]) else { return nil }
            alpha = unit == "%" ? value / 100 : value
        }
        guard alpha >= 0, alpha <= 1 else { return nil }
        return [color.red, color.green, color.blue, alpha]
    }

    static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
        func byte(_ v: Double) -> String {
            let value = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = String(value, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "")
    }

    /// Replaces each `{path}` inside a longer string with `render(path)`; nil when a reference fails.
    static func replacingReferences(in text: String, render: (String) -> String?) -> String? {
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { out += rest[open...]; return out }
            let target = String(rest[rest.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
            guard let rendered = render(target) else { return nil }
            out += rendered
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }

    /// The first `{path}` in a string.
    static func firstReference(in text: String) -> String? {
        guard let open = text.firstIndex(of: "{"), let close = text[open...].firstIndex(of: "}") else { return nil }
        return String(text[text.index(after: open)..<close]).trimmingCharacters(in: .whitespaces)
    }

    /// A resolved value as text inside a longer string: strings as they are, numbers, `{value, unit}`
    /// dimensions and sRGB colour objects (as hex); nil for anything else.
    static func inlineText(_ node: JSONNode) -> String? {
        if let text = node.string { return text }
        if let n = node.number { return format(n) }
        if let v = node["value"]?.number, let unit = node["unit"]?.string { return format(v) + unit }
        if node["colorSpace"]?.string == "srgb", let parts = node["components"]?.array?.compactMap(\.number), parts.count == 3 {
            return hex(parts[0], parts[1], parts[2], node["alpha"]?.number ?? 1)
        }
        return nil
    }

    /// The value of a string once its references are replaced: a number, `Nunit`, a hex colour, or the text.
    static func evaluatedNode(_ text: String, at pos: SourcePos) -> JSONNode {
        if let (value, unit) = evaluate(text) {
            return unit.isEmpty ? JSONNode(.number(value), pos: pos) : JSONNode(.string(self.text(value, unit: unit)), pos: pos)
        }
        if let color = cssColorNode(text, at: pos) { return color }
        return JSONNode(.string(text), pos: pos)
    }

    /// Tokens converted from Tokens Studio or Style Dictionary carry this member: their types are
    /// looser than DTCG's (a "number" may hold a length).
    static let looseMarker = "$stylebookConverted"

    static func looseTypes(_ token: RawToken) -> Bool {
        token.loose
    }

    /// The type a loosely typed token's resolved value really has, when it differs.
    static func looseType(_ canonical: String, value: JSONNode) -> String? {
        guard let text = value.string?.trimmingCharacters(in: .whitespaces) else { return nil }
        if canonical == "number", let (_, unit) = ValueParser.splitUnit(text), !unit.isEmpty, unit.allSatisfy(\.isLetter) { return "dimension" }
        if canonical == "dimension", text.contains(" "), !text.contains("(") { return "string" }
        return nil
    }

    /// True when a string holds a reference inside other text (`{a} * 2`, `rgba({c}, .5)`).
    static func hasEmbeddedReference(_ text: String) -> Bool {
        guard let open = text.firstIndex(of: "{"), text[open...].contains("}") else { return false }
        return ReferenceResolver.curlyTarget(text) == nil
    }
}

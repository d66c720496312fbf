import Foundation

/// A deliberately small token reader for tests, sharing no code with Stylebook's: it flattens
/// JSON token files (`$value` or `value`), merges them in order (later wins), follows `{a.b}`
/// references (also `{a.b.value}` and references inside text), and computes plain sRGB colours:
/// `#rgb[a]`, `#rrggbb[aa]`, `rgb()/rgba()` with numbers or a hex colour, `{r, g, b}` objects and
/// DTCG sRGB colour objects. Whatever it cannot compute (colour modifiers, other spaces) is
/// reported as such, so a test can require the colour to exist without guessing its value.
struct IndependentTokenChecker {
    enum Value: Equatable {
        case color([Double])
        case uncomputed
        case notColor
    }

    private(set) var raw: [String: Any] = [:]
    private(set) var modified = Set<String>()
    /// Tokens written in Style Dictionary's legacy form (`value`, not `$value`).
    private(set) var legacy = Set<String>()
    /// Each token's own `$type` or `type`, where it has one.
    private(set) var types: [String: String] = [:]
    /// Paths of tokens each file defines, in the order added.
    private(set) var order: [String] = []

    mutating func add(file path: String, pointer: [String] = []) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        var object = try JSONSerialization.jsonObject(with: data)
        for key in pointer { object = (object as? [String: Any])?[key] ?? [:] }
        add(tree: object)
    }

    mutating func add(tree: Any) {
        walk(tree, [])
    }

    static func tokenPaths(file path: String) throws -> [String] {
        var checker = IndependentTokenChecker()
        try checker.add(file: path)
        return checker.order
    }

    private static func isToken(_ dict: [String: Any]) -> Bool {
        if dict["$value"] != nil { return true }
        guard let value = dict["value"] else { return false }
        if let inner = value as? [String: Any] {
            return !inner.values.contains { ($0 as? [String: Any]).map(containsToken) ?? false }
        }
        return true
    }

    private static func containsToken(_ dict: [String: Any]) -> Bool {
        if isToken(dict) { return true }
        return dict.contains { !$0.key.hasPrefix("$") && (($0.value as? [String: Any]).map(containsToken) ?? false) }
    }

    private mutating func walk(_ node: Any, _ path: [String]) {
        guard let dict = node as? [String: Any] else { return }
        if !path.isEmpty, Self.isToken(dict) {
            let name = path.joined(separator: ".")
            raw[name] = dict["$value"] ?? dict["value"]
            if dict["$value"] == nil { legacy.insert(name) } else { legacy.remove(name) }
            types[name] = (dict["$type"] ?? dict["type"]) as? String
            if let ext = dict["$extensions"] as? [String: Any], (ext["studio.tokens"] as? [String: Any])?["modify"] != nil {
                modified.insert(name)
            } else {
                modified.remove(name)
            }
            order.append(name)
            return
        }
        for (key, child) in dict where !key.hasPrefix("$") { walk(child, path + [key]) }
    }

    /// The token's value with references followed (depth-limited), as JSON.
    func resolved(_ name: String, depth: Int = 0) -> Any? {
        guard depth < 32, var value = raw[name] else { return nil }
        if let text = value as? String {
            var target = text.trimmingCharacters(in: .whitespaces)
            if target.hasPrefix("{"), target.hasSuffix("}"), !target.dropFirst().dropLast().contains("{") {
                target = String(target.dropFirst().dropLast())
                if target.hasSuffix(".value") { target = String(target.dropLast(6)) }
                return resolved(target, depth: depth + 1)
            }
            // References inside text: substitute the referenced values' text.
            var out = ""
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                out += rest[..<open]
                var inner = String(rest[rest.index(after: open)..<close])
                if inner.hasSuffix(".value") { inner = String(inner.dropLast(6)) }
                guard let sub = resolved(inner, depth: depth + 1) else { return nil }
                if let s = sub as? String { out += s } else if let n = sub as? NSNumber { out += n.stringValue } else { return nil }
                rest = rest[rest.index(after: close)...]
            }
            value = out + rest
        }
        return value
    }

    func value(_ name: String) -> Value {
        guard let resolved = resolved(name) else { return .notColor }
        if modified.contains(name) { return Self.parse(resolved) == nil ? .notColor : .uncomputed }
        if let dict = resolved as? [String: Any], let space = dict["colorSpace"] as? String, space != "srgb" {
            guard space == "oklch", let oklch = Self.oklch(dict) else { return .uncomputed }
            return oklch
        }
        return Self.parse(resolved).map(Value.color) ?? .notColor
    }

    /// OKLCH → sRGB by Björn Ottosson's OKLab matrices; colours outside sRGB are not computed here
    /// (the writer may gamut-map them or move them to Display P3).
    static func oklch(_ dict: [String: Any]) -> Value? {
        guard let c = dict["components"] as? [Any], c.count == 3 else { return nil }
        let v = c.map { ($0 as? NSNumber)?.doubleValue ?? 0 }
        let (L, C, h) = (v[0], v[1], v[2] * Double.pi / 180)
        let a = C * cos(h), b = C * sin(h)
        let l = pow(L + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(L - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(L - 0.0894841775 * a - 1.2914855480 * b, 3)
        let linear = [4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
                      -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
                      -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s]
        guard linear.allSatisfy({ $0 >= -0.0005 && $0 <= 1.0005 }) else { return .uncomputed }
        func encode(_ x: Double) -> Double {
            let y = min(max(x, 0), 1)
            return y <= 0.0031308 ? 12.92 * y : 1.055 * pow(y, 1 / 2.4) - 0.055
        }
        return .color(linear.map(encode) + [(dict["alpha"] as? NSNumber)?.doubleValue ?? 1])
    }

    static func parse(_ value: Any) -> [Double]? {
        if let dict = value as? [String: Any] {
            if let r = (dict["r"] as? NSNumber)?.doubleValue, let g = (dict["g"] as? NSNumber)?.doubleValue, let b = (dict["b"] as? NSNumber)?.doubleValue {
                return [r / 255, g / 255, b / 255, (dict["a"] as? NSNumber)?.doubleValue ?? 1]
            }
            if dict["colorSpace"] as? String == "srgb", let c = dict["components"] as? [NSNumber], c.count == 3 {
                return c.map(\.doubleValue) + [(dict["alpha"] as? NSNumber)?.doubleValue ?? 1]
            }
            return nil
        }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces).lowercased() else { return nil }
        if text == "transparent" { return [0, 0, 0, 0] }
        if text.hasPrefix("#") { return hex(text) }
        guard text.hasPrefix("rgb"), let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let parts = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        func number(_ s: String) -> Double? {
            if s.hasSuffix("%") { return Double(s.dropLast()).map { $0 / 100 } }
            return Double(s.hasPrefix(".") ? "0" + s : s)
        }
        if parts.count == 2, let base = hex(parts[0]), let a = number(parts[1]) { return Array(base.prefix(3)) + [a] }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var out: [Double] = []
        for p in parts.prefix(3) { guard let v = Double(p) else { return nil }; out.append(v / 255) }
        out.append(parts.count == 4 ? number(parts[3]) ?? 1 : 1)
        return out
    }

    static func hex(_ text: String) -> [Double]? {
        let digits = Array(text.dropFirst())
        var values: [Double] = []
        switch digits.count {
        case 3, 4:
            for d in digits { guard let v = d.hexDigitValue else { return nil }; values.append(Double(v * 17) / 255) }
        case 6, 8:
            for i in stride(from: 0, to: digits.count, by: 2) {
                guard let hi = digits[i].hexDigitValue, let lo = digits[i + 1].hexDigitValue else { return nil }
                values.append(Double(hi * 16 + lo) / 255)
            }
        default: return nil
        }
        if values.count == 3 { values.append(1) }
        return values
    }
}

/// The colour sets an asset catalog holds, read straight from its `Contents.json` files.
enum CatalogColors {
    /// Asset name (folders joined by "/") → appearance key ("light", "dark", "light-hc", "dark-hc") → RGBA.
    static func read(_ catalog: String) throws -> [String: [String: [Double]]] {
        var result: [String: [String: [Double]]] = [:]
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: catalog) else { return [:] }
        for case let relative as String in enumerator where relative.hasSuffix(".colorset/Contents.json") {
            let data = try Data(contentsOf: URL(fileURLWithPath: catalog + "/" + relative))
            guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any], let colors = json["colors"] as? [[String: Any]] else { continue }
            let name = String(relative.dropLast("/Contents.json".count).dropLast(".colorset".count))
            var values: [String: [Double]] = [:]
            for entry in colors {
                var dark = false, high = false
                for appearance in entry["appearances"] as? [[String: String]] ?? [] {
                    if appearance["appearance"] == "luminosity", appearance["value"] == "dark" { dark = true }
                    if appearance["appearance"] == "contrast", appearance["value"] == "high" { high = true }
                }
                guard let color = entry["color"] as? [String: Any], let c = color["components"] as? [String: String] else { continue }
                // Only sRGB entries are compared; others are marked NaN ("not comparable here").
                let srgb = (color["color-space"] as? String ?? "srgb") == "srgb"
                let rgba = ["red", "green", "blue", "alpha"].map { srgb ? Double(c[$0] ?? "") ?? .nan : .nan }
                values[(dark ? "dark" : "light") + (high ? "-hc" : "")] = rgba
            }
            result[name] = values
        }
        return result
    }

    /// The value iOS shows in an appearance: its own entry, else high contrast → normal, dark → light.
    static func shown(_ values: [String: [Double]], _ appearance: String) -> [Double]? {
        let chain: [String: [String]] = ["light": ["light"], "dark": ["dark", "light"], "light-hc": ["light-hc", "light"],
                                         "dark-hc": ["dark-hc", "dark", "light"]]
        for key in chain[appearance] ?? [] { if let v = values[key] { return v } }
        return nil
    }
}

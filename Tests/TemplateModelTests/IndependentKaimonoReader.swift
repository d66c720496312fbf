import Foundation
import XCTest

/// Reads the Kaimono token files without Stylebook's reader: Foundation's JSON parser, DTCG
/// group `$type` inheritance, `$root`, and `{a.b}` references resolved per appearance in the
/// resolver's order (base set, the appearance's theme file, components).
struct IndependentKaimonoReader {
    struct Token {
        var type: String?
        var value: Any
        var description: String?
    }

    struct Color: Equatable {
        var red: Double, green: Double, blue: Double, alpha: Double
        var hex: String {
            func byte(_ v: Double) -> String { String(format: "%02X", Int((v * 255).rounded())) }
            return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
        }
    }

    /// Path → token, per appearance.
    var tokens: [String: [String: Token]] = [:]
    static let appearances = ["light", "dark", "light-hc", "dark-hc"]

    init(folder: String) throws {
        for appearance in Self.appearances {
            var merged: [String: Token] = [:]
            for file in ["palette.tokens.json", "typography.tokens.json", "themes/\(appearance).tokens.json", "components.tokens.json"] {
                let data = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + file), file)
                let root = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any], file)
                Self.walk(root, path: [], inheritedType: nil, into: &merged)
            }
            tokens[appearance] = merged
        }
    }

    private static func walk(_ node: [String: Any], path: [String], inheritedType: String?, into result: inout [String: Token]) {
        let type = node["$type"] as? String ?? inheritedType
        if let value = node["$value"] {
            result[path.joined(separator: ".")] = Token(type: type, value: value, description: node["$description"] as? String)
            return
        }
        for (key, child) in node {
            guard let child = child as? [String: Any] else { continue }
            if key == "$root" {
                walk(child, path: path, inheritedType: type, into: &result)
            } else if !key.hasPrefix("$") {
                walk(child, path: path + [key], inheritedType: type, into: &result)
            }
        }
    }

    /// Every path whose own or inherited (or referenced) type is `type`, in the light appearance.
    func paths(ofType type: String) -> Set<String> {
        Set((tokens["light"] ?? [:]).keys.filter { resolvedType($0, appearance: "light") == type })
    }

    private func resolvedType(_ path: String, appearance: String) -> String? {
        guard let token = tokens[appearance]?[path] else { return nil }
        if let type = token.type { return type }
        if let target = Self.reference(token.value) { return resolvedType(target, appearance: appearance) }
        return nil
    }

    /// `{a.b}` → `a.b` (`$root` dropped), or nil for a written-out value.
    static func reference(_ value: Any) -> String? {
        guard let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let target = String(text.dropFirst().dropLast())
        return target.hasSuffix(".$root") ? String(target.dropLast(6)) : target
    }

    func alias(of path: String, appearance: String) -> String? {
        tokens[appearance]?[path].flatMap { Self.reference($0.value) }
    }

    func description(of path: String, appearance: String) -> String? {
        tokens[appearance]?[path]?.description
    }

    /// The value after following references.
    func value(_ path: String, appearance: String) throws -> Any {
        var current = path
        for _ in 0..<20 {
            let token = try XCTUnwrap(tokens[appearance]?[current], "no token \(current) in \(appearance)")
            guard let target = Self.reference(token.value) else { return token.value }
            current = target
        }
        XCTFail("reference chain too long at \(path)")
        return NSNull()
    }

    func color(_ path: String, appearance: String) throws -> Color {
        let value = try value(path, appearance: appearance)
        if let text = value as? String {
            let hex = Array(text.dropFirst())
            func channel(_ i: Int) -> Double { Double(Int(String(hex[i..<i + 2]), radix: 16) ?? 0) / 255 }
            return Color(red: channel(0), green: channel(2), blue: channel(4), alpha: hex.count == 8 ? channel(6) : 1)
        }
        let object = try XCTUnwrap(value as? [String: Any])
        let components = try XCTUnwrap(object["components"] as? [Double])
        return Color(red: components[0], green: components[1], blue: components[2], alpha: object["alpha"] as? Double ?? 1)
    }

    /// A `{value, unit: px|rem}` object or a `"12px"` string, in points (1 px = 1 pt, 1 rem = 16 pt,
    /// Stylebook's documented default rem base).
    func pixels(_ path: String) throws -> Double {
        try Self.pixels(value(path, appearance: "light"))
    }

    static func pixels(_ value: Any) throws -> Double {
        if let text = value as? String, text.hasSuffix("px") { return try XCTUnwrap(Double(text.dropLast(2))) }
        let object = try XCTUnwrap(value as? [String: Any])
        let number = try XCTUnwrap(object["value"] as? Double)
        switch object["unit"] as? String {
        case "px": return number
        case "rem": return number * 16
        default:
            XCTFail("unit \(object["unit"] ?? "-") is not read by this test")
            return .nan
        }
    }

    func number(_ path: String) -> Double? {
        (try? value(path, appearance: "light")) as? Double
    }

    struct Typography {
        var family: String, size: Double, weight: Int, lineHeight: Double, tracking: Double, relativeTo: String?
    }

    func typography(_ path: String) throws -> Typography {
        var current = path
        var token = try XCTUnwrap(tokens["light"]?[current])
        // An alias keeps its target's values and extensions (here, the Dynamic Type style).
        while let target = Self.reference(token.value) {
            current = target
            token = try XCTUnwrap(tokens["light"]?[current])
        }
        let object = try XCTUnwrap(token.value as? [String: Any])
        let familyValue = try XCTUnwrap(object["fontFamily"])
        var families: Any = familyValue
        if let target = Self.reference(familyValue) { families = try value(target, appearance: "light") }
        let family = (families as? [String])?.first ?? (families as? String) ?? ""
        let weights = ["thin": 100, "light": 300, "regular": 400, "normal": 400, "medium": 500, "semi-bold": 600, "bold": 700]
        let weight = (object["fontWeight"] as? Int) ?? weights[object["fontWeight"] as? String ?? ""] ?? -1
        let relativeTo = try relativeTo(of: current)
        return Typography(family: family, size: try Self.pixels(XCTUnwrap(object["fontSize"])), weight: weight,
                          lineHeight: object["lineHeight"] as? Double ?? -1, tracking: try Self.pixels(XCTUnwrap(object["letterSpacing"])),
                          relativeTo: relativeTo)
    }

    /// `$extensions.com.stylebook.relativeTo`, read from the raw file (the walk keeps values only).
    private func relativeTo(of path: String) throws -> String? {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: TokenTemplateContextTests.tokens + "/typography.tokens.json"))
        var node = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        for part in path.split(separator: ".") {
            guard let next = node[String(part)] as? [String: Any] else { return nil }
            node = next
        }
        return ((node["$extensions"] as? [String: Any])?["com.stylebook"] as? [String: Any])?["relativeTo"] as? String
    }
}

import Foundation
import XCTest
@testable import Tokens

/// A real DTCG 2025.10 system (ropav, in the shared dev corpus) read as its users run it, checked
/// by an independent reader (Foundation's JSONSerialization and the DTCG rules written out here):
/// every token is accounted for by type, and every literal non-colour value — shadows in light and
/// dark, dimensions, numbers, font weights, transitions — is what Stylebook generates.
final class RealWorldKindsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/dev/realworld/tokens/ropav/tokens").path

    /// (path, $type, $value) of every token in a file, with group `$type` inherited.
    static func tokens(in file: String) throws -> [(path: String, type: String, value: Any)] {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: root + "/" + file))
        var out: [(String, String, Any)] = []
        func walk(_ node: Any, _ type: String?, _ path: [String]) {
            guard let object = node as? [String: Any] else { return }
            let type = object["$type"] as? String ?? type
            if let value = object["$value"] {
                out.append((path.joined(separator: "."), type ?? "?", value))
                return
            }
            for (key, child) in object where !key.hasPrefix("$") { walk(child, type, path + [key]) }
        }
        walk(try JSONSerialization.jsonObject(with: data), nil, [])
        return out.map { (path: $0.0, type: $0.1, value: $0.2) }
    }

    /// Points of a literal DTCG dimension object; nil for a reference.
    static func points(_ value: Any) -> Double? {
        guard let object = value as? [String: Any], let v = (object["value"] as? NSNumber)?.doubleValue,
              let unit = object["unit"] as? String else { return nil }
        return unit == "rem" ? v * 16 : v
    }

    static func seconds(_ value: Any) -> Double? {
        guard let object = value as? [String: Any], let v = (object["value"] as? NSNumber)?.doubleValue else { return nil }
        return object["unit"] as? String == "ms" ? v / 1000 : v
    }

    func testEveryTokenAccountedForAndEveryLiteralValueMatches() throws {
        guard FileManager.default.fileExists(atPath: Self.root) else {
            throw TestPrerequisite.missing("shared dev corpus not found at \(Self.root)")
        }
        let result = try TokenReader.read(files: [], resolver: Self.root + "/resolver.json")
        let set = result.tokens
        // The light resolution: the shared set plus the light context's files.
        let lightFiles = ["base.tokens.json", "semantic.tokens.json", "components.tokens.json", "generated/light.tokens.json", "shadows.light.tokens.json"]
        var byPath: [String: (type: String, value: Any)] = [:]
        for file in lightFiles { for token in try Self.tokens(in: file) { byPath[token.path] = (token.type, token.value) } }
        var expected: [String: Int] = [:]
        for token in byPath.values { expected[token.type, default: 0] += 1 }
        let counts: [(String, Int)] = [
            ("color", set.colors.count), ("dimension", set.dimensions.count), ("number", set.numbers.count),
            ("shadow", set.shadows.count), ("fontFamily", set.fontFamilies.count), ("fontWeight", set.fontWeights.count),
            ("transition", set.transitions.count), ("typography", set.textStyles.count), ("duration", set.durations.count),
            ("string", set.strings.count), ("border", set.borders.count), ("gradient", set.gradients.count),
            ("cubicBezier", set.cubicBeziers.count), ("strokeStyle", set.strokeStyles.count),
        ]
        var generated = set.notGenerated
        for (type, count) in counts where count > 0 { generated[type, default: 0] += count }
        XCTAssertEqual(generated, expected)

        // Shadows: every layer in light and in dark, from the per-scheme files.
        for (file, appearance) in [("shadows.light.tokens.json", Appearance.light), ("shadows.dark.tokens.json", .dark)] {
            for token in try Self.tokens(in: file) {
                let shadow = try XCTUnwrap(set.shadows.first { $0.info.path.dotted == token.path }, token.path)
                let layers = (token.value as? [Any]) ?? [token.value]
                let got = shadow.resolved(appearance)
                XCTAssertEqual(got.count, layers.count, token.path)
                for (layer, model) in zip(layers, got) {
                    let object = try XCTUnwrap(layer as? [String: Any])
                    XCTAssertEqual(Self.points(object["offsetX"]!), model.offsetX, token.path)
                    XCTAssertEqual(Self.points(object["offsetY"]!), model.offsetY, token.path)
                    XCTAssertEqual(Self.points(object["blur"]!), model.blur, token.path)
                    XCTAssertEqual(object["spread"].flatMap(Self.points) ?? 0, model.spread, token.path)
                    let color = try XCTUnwrap(object["color"] as? [String: Any])
                    let components = try XCTUnwrap(color["components"] as? [NSNumber]).map(\.doubleValue)
                    XCTAssertEqual([model.color.red, model.color.green, model.color.blue], components, "\(token.path) \(appearance)")
                    XCTAssertEqual(model.color.alpha, (color["alpha"] as? NSNumber)?.doubleValue ?? 1, "\(token.path) \(appearance)")
                }
            }
        }
        // Every shadow differs in dark in this system, so each carries a dark value.
        XCTAssertTrue(set.shadows.allSatisfy { $0.values[.dark] != nil })

        for (path, token) in byPath {
            switch token.type {
            case "dimension":
                guard let points = Self.points(token.value) else { continue }
                XCTAssertEqual(set.dimensions.first { $0.info.path.dotted == path }?.points, points, path)
            case "number":
                guard let number = (token.value as? NSNumber)?.doubleValue else { continue }
                XCTAssertEqual(set.numbers.first { $0.info.path.dotted == path }?.value, number, path)
            case "fontWeight":
                guard let weight = (token.value as? NSNumber)?.intValue else { continue }
                XCTAssertEqual(set.fontWeights.first { $0.info.path.dotted == path }?.weight, weight, path)
            case "transition":
                let object = try XCTUnwrap(token.value as? [String: Any])
                let model = try XCTUnwrap(set.transitions.first { $0.info.path.dotted == path }?.transition, path)
                XCTAssertEqual(model.duration, Self.seconds(object["duration"]!), path)
                XCTAssertEqual(model.delay, Self.seconds(object["delay"]!), path)
                let curve = try XCTUnwrap(object["timingFunction"] as? [NSNumber]).map(\.doubleValue)
                XCTAssertEqual([model.timingFunction.x1, model.timingFunction.y1, model.timingFunction.x2, model.timingFunction.y2], curve, path)
            default:
                continue
            }
        }
    }
}

/// Deterministic token documents for benchmarks and tests: a shared palette and type scale, plus one
/// theme file per appearance combined by a resolver (`tokens.resolver.json`, listed first).
package enum TokenFixtures {
    /// `colors` semantic colours with four appearances (each a reference into the palette or an
    /// inline colour object) and `textStyles` typography tokens. Paths are relative; pass the first
    /// document as `resolverDocument` and the rest as `documents`.
    package static func large(colors: Int, textStyles: Int) -> [(path: String, text: String)] {
        let colors = max(0, colors), textStyles = max(0, textStyles)
        // A small LCG keeps values varied yet identical on every run and platform.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        func component(_ v: Double) -> String {
            let rounded = (v * 10000).rounded() / 10000
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        }
        let paletteSize = max(1, colors / 4)
        var palette = "{\n  \"palette\": {\n    \"$type\": \"color\",\n"
        for i in 0..<paletteSize {
            let hex = (0..<3).map { _ in
                let byte = Int(next() * 255)
                return (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }.joined()
            palette += "    \"p\(i)\": { \"$value\": \"#\(hex)\" }\(i + 1 < paletteSize ? "," : "")\n"
        }
        palette += "  },\n  \"text\": {\n    \"$type\": \"typography\""
        let families = ["\"Hiragino Sans\"", "[\"Inter\", \"system-ui\"]", "\"Avenir Next\""]
        for i in 0..<textStyles {
            let size = 10 + i % 30
            let weight = [300, 400, 600, 700][i % 4]
            palette += ",\n    \"style\(i)\": { \"$value\": { \"fontFamily\": \(families[i % 3]), \"fontSize\": { \"value\": \(size), \"unit\": \"px\" }, "
                + "\"fontWeight\": \(weight), \"lineHeight\": \(component(1.2 + Double(i % 5) / 10)), \"letterSpacing\": { \"value\": \(component(Double(i % 3) * 0.01 * Double(size))), \"unit\": \"px\" } } }"
        }
        palette += "\n  }\n}\n"

        var documents: [(path: String, text: String)] = []
        let appearances = ["light", "dark", "light-hc", "dark-hc"]
        for appearance in appearances {
            var text = "{\n  \"semantic\": {\n    \"$type\": \"color\""
            for i in 0..<colors {
                let value: String
                if i % 2 == 0 {
                    value = "\"{palette.p\(Int(next() * Double(paletteSize)) % paletteSize)}\""
                } else {
                    value = "{ \"colorSpace\": \"srgb\", \"components\": [\(component(next())), \(component(next())), \(component(next()))], \"alpha\": \(component(0.5 + next() / 2)) }"
                }
                // 50 colours per group, like a real design system's folders.
                if i % 50 == 0 { text += (i == 0 ? "" : "\n    }") + ",\n    \"group\(i / 50)\": {\n" } else { text += ",\n" }
                text += "      \"c\(i)\": { \"$value\": \(value) }"
            }
            text += (colors > 0 ? "\n    }" : "") + "\n  }\n}\n"
            documents.append(("themes/\(appearance).tokens.json", text))
        }
        let contexts = appearances.map { "\"\($0)\": [{ \"$ref\": \"themes/\($0).tokens.json\" }]" }.joined(separator: ", ")
        let resolver = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "palette.tokens.json" }] } },
          "modifiers": { "theme": { "default": "light", "contexts": { \(contexts) } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }

        """
        return [("tokens.resolver.json", resolver), ("palette.tokens.json", palette)] + documents
    }
}

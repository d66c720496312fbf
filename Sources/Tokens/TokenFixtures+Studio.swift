/// The same generated design system as `TokenFixtures.large`, written as a Tokens Studio
/// multi-file project: `$metadata.json`, `$themes.json` (one "Mode" group, a theme per
/// appearance, the core set enabled in each), `core.json` with Tokens Studio types and values, and
/// one set per appearance using references and `rgba({…}, a)`.
extension TokenFixtures {
    package static func largeStudio(colors: Int, textStyles: Int) -> [(path: String, text: String)] {
        let colors = max(0, colors), textStyles = max(0, textStyles)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        func byteHex() -> String {
            let byte = Int(next() * 255)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }
        let paletteSize = max(1, colors / 4)
        var core = "{\n  \"palette\": {\n"
        core += (0..<paletteSize).map { "    \"p\($0)\": { \"value\": \"#\(byteHex())\(byteHex())\(byteHex())\", \"type\": \"color\" }" }.joined(separator: ",\n")
        core += "\n  },\n  \"base\": { \"value\": \"4\", \"type\": \"spacing\" },\n  \"text\": {\n"
        let families = ["Hiragino Sans", "Inter", "Avenir Next"]
        let weights = ["Light", "Regular", "SemiBold", "Bold"]
        core += (0..<textStyles).map { i in
            "    \"style\(i)\": { \"value\": { \"fontFamily\": \"\(families[i % 3])\", \"fontSize\": \"\(10 + i % 30)\", \"fontWeight\": \"\(weights[i % 4])\", "
                + "\"lineHeight\": \"\(120 + (i % 5) * 10)%\", \"letterSpacing\": \"\(i % 3)%\", \"paragraphSpacing\": \"{base} * 2\" }, \"type\": \"typography\" }"
        }.joined(separator: ",\n")
        core += "\n  }\n}\n"

        let appearances = ["light", "dark", "light-hc", "dark-hc"]
        var documents: [(path: String, text: String)] = [("core.json", core)]
        for appearance in appearances {
            var text = "{\n  \"semantic\": {\n"
            var groups: [String] = []
            var current: [String] = []
            for i in 0..<colors {
                let target = Int(next() * Double(paletteSize)) % paletteSize
                let value = i % 2 == 0 ? "{palette.p\(target)}" : "rgba({palette.p\(target)}, 0.\(1 + Int(next() * 8)))"
                current.append("      \"c\(i)\": { \"value\": \"\(value)\", \"type\": \"color\" }")
                if current.count == 50 || i == colors - 1 {
                    groups.append("    \"group\(i / 50)\": {\n" + current.joined(separator: ",\n") + "\n    }")
                    current = []
                }
            }
            text += groups.joined(separator: ",\n") + "\n  }\n}\n"
            documents.append(("mode/\(appearance).json", text))
        }
        let themes = appearances.enumerated().map { index, appearance in
            "  { \"id\": \"\(index)\", \"name\": \"\(appearance)\", \"group\": \"Mode\", \"selectedTokenSets\": { \"core\": \"enabled\", \"mode/\(appearance)\": \"enabled\" } }"
        }.joined(separator: ",\n")
        let order = (["core"] + appearances.map { "mode/\($0)" }).map { "\"\($0)\"" }.joined(separator: ", ")
        return [("$metadata.json", "{ \"tokenSetOrder\": [\(order)] }\n"), ("$themes.json", "[\n\(themes)\n]\n")] + documents
    }
}

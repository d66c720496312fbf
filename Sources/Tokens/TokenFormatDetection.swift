import Grammar
/// The token dialects Stylebook reads, told apart by content (never by file name alone).
enum TokenDialect: String, Sendable {
    /// W3C DTCG 2025.10: `$value`, `$type`.
    case dtcg = "DTCG"
    /// Style Dictionary: legacy `value`/`type`/`comment` tokens, or `$value` tokens without any `$type`.
    case styleDictionary = "Style Dictionary"
    /// Tokens Studio for Figma: its type names (`sizing`, `boxShadow`, `fontFamilies` …), math and modifiers.
    case tokensStudio = "Tokens Studio"
}

/// What one JSON/YAML document is.
enum TokenFileKind: Sendable {
    case tokens(TokenDialect)
    /// A DTCG resolver document (`resolutionOrder`).
    case resolver
    /// Tokens Studio `$themes.json`: an array of themes with `selectedTokenSets`.
    case studioThemes
    /// Tokens Studio `$metadata.json`: `tokenSetOrder`.
    case studioMetadata
    /// A JSON document with no token in it (a `package.json`, a build config …).
    case noTokens
}

enum TokenFormatDetection {
    /// Type names only Tokens Studio writes.
    /// (`borderRadius`, `borderWidth`, `opacity`, `letterSpacing` are left out: Style Dictionary users write them too.)
    static let studioTypes: Set<String> = [
        "sizing", "spacing", "fontFamilies", "fontWeights", "fontSizes", "lineHeights", "paragraphSpacing",
        "paragraphIndent", "textCase", "textDecoration", "boxShadow", "composition", "other",
    ]

    /// Type names Style Dictionary documents that DTCG does not have.
    static let styleDictionaryTypes: Set<String> = ["size", "fontSize", "time", "content", "asset", "text", "lineHeight"]

    static func kind(of root: JSONNode, path: String) -> TokenFileKind {
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        if let items = root.array {
            if name.hasPrefix("$themes") || items.contains(where: { $0["selectedTokenSets"] != nil }) { return .studioThemes }
            return .noTokens
        }
        guard root.isObject else { return .noTokens }
        if root["resolutionOrder"] != nil { return .resolver }
        if root["tokenSetOrder"] != nil && !hasToken(root) { return .studioMetadata }
        var census = Census()
        census.walk(root, depth: 0)
        if census.tokens == 0 { return .noTokens }
        if census.studioSignals > 0 || root["$themes"] != nil || root["$metadata"] != nil { return .tokens(.tokensStudio) }
        if census.legacyTokens > 0 || census.typed == 0 || census.styleDictionarySignals > 0 { return .tokens(.styleDictionary) }
        return .tokens(.dtcg)
    }

    /// DTCG-shaped (`$value`) tokens with no `$type` anywhere and nothing else Style Dictionary
    /// specific: inside a DTCG resolver these stay DTCG (types come from references or other files).
    static func isUntypedDTCG(_ root: JSONNode) -> Bool {
        var census = Census()
        census.walk(root, depth: 0)
        return census.tokens > 0 && census.legacyTokens == 0 && census.styleDictionarySignals == 0 && census.studioSignals == 0
    }

    static func hasToken(_ node: JSONNode) -> Bool {
        var census = Census()
        census.walk(node, depth: 0)
        return census.tokens > 0
    }

    /// Counts what kinds of token a tree holds.
    private struct Census {
        var tokens = 0
        var legacyTokens = 0
        var typed = 0
        var studioSignals = 0
        var styleDictionarySignals = 0

        mutating func walk(_ node: JSONNode, depth: Int) {
            guard let members = node.members, depth < 64 else { return }
            if let type = (node["$type"] ?? node["type"])?.string, TokenFormatDetection.studioTypes.contains(type) { studioSignals += 1 }
            if let type = node["$type"]?.string {
                typed += 1
                if TokenFormatDetection.styleDictionaryTypes.contains(type) { styleDictionarySignals += 1 }
            }
            if node["$extends"] != nil { tokens += 1 }
            if depth > 0, node["$value"] == nil, node["$ref"]?.string != nil {
                // A DTCG 2025.10 token whose value is a JSON pointer.
                tokens += 1
                return
            }
            if node["$value"] != nil {
                tokens += 1
                if node["$extensions"]?["studio.tokens"] != nil { studioSignals += 1 }
                return
            }
            if let value = node["value"], !(value.members?.contains { $0.value.isObject && TokenFormatDetection.hasToken($0.value) } ?? false) {
                tokens += 1
                legacyTokens += 1
                if node["type"] != nil { typed += 1 }
                if node["$extensions"]?["studio.tokens"] != nil { studioSignals += 1 }
                return
            }
            for member in members where !member.key.hasPrefix("$") {
                walk(member.value, depth: depth + 1)
            }
        }
    }
}

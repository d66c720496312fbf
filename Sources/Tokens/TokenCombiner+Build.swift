import Diagnostics

extension TokenCombiner {
    private func info(_ raw: RawToken) -> TokenInfo {
        TokenInfo(path: raw.modelPath, description: raw.description, deprecation: raw.deprecation,
                  location: documents.location(raw.pos), extensions: raw.extensions?.jsonText)
    }

    /// Builds the model: non-colour tokens from the light resolution, colours from every appearance.
    mutating func build(_ resolved: [Appearance: [String: Resolved]]) -> TokenSet {
        var set = TokenSet()
        let light = resolved[.light] ?? [:]
        for name in light.keys.sorted() {
            guard let entry = light[name] else { continue }
            switch entry.value {
            case .color:
                if let color = colorToken(name, resolved) { set.colors.append(color) }
            case .dimension(let points):
                set.dimensions.append(DimensionToken(info: info(entry.raw), points: points))
            case .number(let value):
                set.numbers.append(NumberToken(info: info(entry.raw), value: value))
            case .duration(let seconds):
                set.durations.append(DurationToken(info: info(entry.raw), seconds: seconds))
            case .shadow(let layers):
                set.shadows.append(ShadowToken(info: info(entry.raw), layers: layers))
            case .typography(let t):
                if let style = textStyle(entry.raw, t) { set.textStyles.append(style) }
            case .fontFamily, .fontWeight, .skipped:
                // Read so typography can refer to them; the model has no place of their own.
                break
            }
        }
        // A colour that exists only in other appearances has no "Any" value to fall back to.
        var reported = Set<String>()
        for appearance in Appearance.allCases where appearance != .light {
            for name in (resolved[appearance] ?? [:]).keys.sorted() where light[name] == nil && !reported.contains(name) {
                guard let entry = resolved[appearance]?[name], case .color = entry.value else { continue }
                reported.insert(name)
                diagnostics.error("colour has a \(appearance.rawValue) value but no light value (token path \(name))", at: documents.location(entry.raw.pos))
            }
        }
        set.sort()
        return set
    }

    private mutating func colorToken(_ name: String, _ resolved: [Appearance: [String: Resolved]]) -> ColorToken? {
        guard let lightEntry = resolved[.light]?[name], case .color(let lightColor) = lightEntry.value else { return nil }
        var values: [Appearance: RGBAColor] = [.light: lightColor]
        var specific: [Appearance: Bool] = [.light: lightEntry.specific]
        for appearance in Appearance.allCases where appearance != .light {
            guard let entry = resolved[appearance]?[name], case .color(let color) = entry.value else { continue }
            values[appearance] = color
            specific[appearance] = entry.specific
        }
        let varies = specific.values.contains(true)
        for appearance in options.requiredAppearances.sorted() where appearance != .light {
            let anySpecific = resolved[appearance]?.values.contains(where: \.specific) ?? false
            let present = values[appearance] != nil && (specific[appearance] == true || (!varies && anySpecific))
            if !present {
                diagnostics.error("colour has no \(appearance.rawValue) value, which the options require (token path \(name))",
                                  at: documents.location(lightEntry.raw.pos))
            }
        }
        // Keep values the sources give for that appearance, and any that differ from what iOS would
        // fall back to; drop the rest (e.g. a shared palette colour resolved four times).
        var kept: [Appearance: RGBAColor] = [.light: lightColor]
        for appearance in [Appearance.dark, .lightHighContrast, .darkHighContrast] {
            guard let value = values[appearance] else { continue }
            let fallback = ColorToken(info: TokenInfo(path: TokenPath([])), values: kept).resolved(appearance)
            if specific[appearance] == true || fallback != value { kept[appearance] = value }
        }
        // With any high-contrast value, dark + high contrast is written explicitly: left out, the
        // device would choose between two partial matches (dark, and light + high contrast).
        if kept[.lightHighContrast] != nil || kept[.darkHighContrast] != nil, kept[.darkHighContrast] == nil {
            kept[.darkHighContrast] = ColorToken(info: TokenInfo(path: TokenPath([])), values: kept).resolved(.darkHighContrast)
        }
        return ColorToken(info: info(lightEntry.raw), values: kept)
    }

    private mutating func textStyle(_ raw: RawToken, _ t: TokenValue.Typography) -> TextStyleToken? {
        var style = TextStyleToken(info: info(raw), fontFamilies: t.families, weight: t.weight, size: t.size,
                                   lineHeight: t.lineHeight, letterSpacing: t.letterSpacing)
        guard let stylebook = raw.extensions?[TokenExtensions.stylebookKey] else { return style }
        if let node = stylebook["postScriptName"] {
            if let name = node.string { style.postScriptName = name } else {
                diagnostics.error("postScriptName must be a string (token path \(raw.dotted))", at: documents.location(node.pos))
            }
        }
        if let node = stylebook["relativeTo"] {
            if let name = node.string, let dynamic = Self.dynamicTypeStyle(name) {
                style.relativeTo = dynamic
            } else {
                let names = DynamicTypeStyle.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.error("relativeTo must be a Dynamic Type style (\(names)) (token path \(raw.dotted))", at: documents.location(node.pos))
            }
        }
        return style
    }

    /// UIKit names, plus SwiftUI's `title`/`caption`.
    static func dynamicTypeStyle(_ name: String) -> DynamicTypeStyle? {
        if let style = DynamicTypeStyle(rawValue: name) { return style }
        switch name {
        case "title": return .title1
        case "caption": return .caption1
        default: return DynamicTypeStyle.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
        }
    }
}

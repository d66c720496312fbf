import Diagnostics

extension TokenCombiner {
    private func info(_ raw: RawToken) -> TokenInfo {
        var info = TokenInfo(path: raw.modelPath, description: raw.description, deprecation: raw.deprecation,
                             extensions: raw.extensions?.jsonText)
        // Line and column only when a diagnostic asks (a binary search in an index built then).
        info.origin = documents.lazyLocation(raw.pos)
        if let target = Self.aliasTarget(raw) { info.aliases[.light] = target }
        return info
    }

    /// The path a whole-value reference (`{a.b}` or `{"$ref": "#/a/b"}`) names, `$root` dropped.
    static func aliasTarget(_ raw: RawToken) -> String? {
        if let text = raw.value.string, let target = ReferenceResolver.curlyTarget(text) {
            return target.hasSuffix(".$root") ? String(target.dropLast(6)) : target
        }
        return nil
    }

    /// Builds the model: non-colour tokens from the light resolution, colours from every appearance.
    mutating func build(_ resolvedAll: [Appearance: [String: Resolved]], leftOut found: LeftOutTokens = LeftOutTokens()) -> TokenSet {
        var set = TokenSet()
        var leftOut = found
        reportLightless(resolvedAll, &leftOut)
        reportLeftOut(leftOut)
        var resolved = resolvedAll
        if !leftOut.isEmpty {
            for (appearance, entries) in resolvedAll { resolved[appearance] = entries.filter { !leftOut.contains($0.key) } }
            set.leftOut = leftOut.names.filter { !isExcluded($0) }
            set.leftOutUnjudged = leftOut.names.filter { isExcluded($0) }
        }
        let light = resolved[.light] ?? [:]
        let required = requiredOtherAppearances(resolved)
        var skippedAt: SourceLocation?
        // In path order, each entry reached by its place in the table rather than hashed again.
        // The names are sorted beside their places: comparing through the table copied two
        // entries per comparison, millions of times at 100,000 tokens.
        var order = Array(zip(light.keys, light.indices))
        order.sort { $0.0 < $1.0 }
        for (_, index) in order {
            let (name, entry) = light[index]
            let info = info(entry.raw)
            switch entry.value {
            case .color(let lightColor):
                if let color = colorToken(name, entry, lightColor, info: info, resolved, required: required) { set.colors.append(color) }
            case .dimension(let length):
                set.dimensions.append(DimensionToken(info: info, value: length.value, unit: length.unit))
            case .number(let value):
                set.numbers.append(NumberToken(info: info, value: value))
            case .duration(let seconds):
                set.durations.append(DurationToken(info: info, seconds: seconds))
            case .shadow:
                set.shadows.append(ShadowToken(info: info, values: Self.perAppearance(name, resolved) {
                    if case .shadow(let layers) = $0 { layers } else { nil }
                }))
            case .border:
                set.borders.append(BorderToken(info: info, values: Self.perAppearance(name, resolved) {
                    if case .border(let border) = $0 { border } else { nil }
                }))
            case .gradient:
                set.gradients.append(GradientToken(info: info, values: Self.perAppearance(name, resolved) {
                    if case .gradient(let stops) = $0 { stops } else { nil }
                }))
            case .typography(let t):
                if let style = textStyle(entry.raw, t, in: light) { set.textStyles.append(style) }
            case .fontFamily(let families):
                set.fontFamilies.append(FontFamilyToken(info: info, families: families))
            case .fontWeight(let weight):
                set.fontWeights.append(FontWeightToken(info: info, weight: weight))
            case .string(let text):
                set.strings.append(StringToken(info: info, value: text))
            case .strokeStyle(let style):
                set.strokeStyles.append(StrokeStyleToken(info: info, style: style))
            case .cubicBezier(let curve):
                set.cubicBeziers.append(CubicBezierToken(info: info, curve: curve))
            case .transition(let transition):
                set.transitions.append(TransitionToken(info: info, transition: transition))
            case .skipped:
                set.notGenerated[entry.type, default: 0] += 1
                if skippedAt == nil { skippedAt = info.location }
            }
        }
        if !set.notGenerated.isEmpty {
            // One warning for all of them: a per-token warning would drown everything else.
            let total = set.notGenerated.values.reduce(0, +)
            let list = set.notGenerated.sorted { $0.key < $1.key }.map { type, count in
                let known = ValueParser.canonicalType(type) != nil
                return "\(count) \(type)" + (known ? "" : " (unknown type)")
            }
            diagnostics.warning("\(total) token(s) not generated (Stylebook has no Swift or catalog form for their type): "
                                + list.joined(separator: ", "), at: skippedAt)
        }
        set.sort()
        return set
    }

    /// A composite's value in every appearance, keeping light and those that differ from what
    /// the appearance would fall back to (so a shared shadow stays one value).
    static func perAppearance<T: Equatable>(_ name: String, _ resolved: [Appearance: [String: Resolved]],
                                            _ extract: (TokenValue) -> T?) -> [Appearance: T] {
        guard let entry = resolved[.light]?[name], let light = extract(entry.value) else { return [:] }
        var kept: [Appearance: T] = [.light: light]
        for appearance in [Appearance.dark, .lightHighContrast, .darkHighContrast] {
            guard let other = resolved[appearance]?[name], let value = extract(other.value) else { continue }
            if Appearance.fallback(kept, appearance) != value { kept[appearance] = value }
        }
        return kept
    }

    /// The appearances besides light that every colour must have, each with whether any of its
    /// tokens came from a source meant for it; the same for every token, so found once.
    private func requiredOtherAppearances(_ resolved: [Appearance: [String: Resolved]]) -> [(appearance: Appearance, anySpecific: Bool)] {
        options.requiredAppearances.sorted().filter { $0 != .light }.map { appearance in
            (appearance, resolved[appearance]?.values.contains(where: \.specific) ?? false)
        }
    }

    private mutating func colorToken(_ name: String, _ lightEntry: Resolved, _ lightColor: RGBAColor, info: TokenInfo,
                                     _ resolved: [Appearance: [String: Resolved]],
                                     required: [(appearance: Appearance, anySpecific: Bool)]) -> ColorToken? {
        var values: [Appearance: RGBAColor] = [.light: lightColor]
        var specific: [Appearance: Bool] = [.light: lightEntry.specific]
        // With light alone (one appearance resolved) there is nothing else to look up.
        for appearance in Appearance.allCases where appearance != .light && resolved.count > 1 {
            guard let entry = resolved[appearance]?[name], case .color(let color) = entry.value else { continue }
            values[appearance] = color
            specific[appearance] = entry.specific
        }
        if values.count == 1, required.isEmpty { return ColorToken(info: info, values: values) }
        let varies = specific.values.contains(true)
        for (appearance, anySpecific) in required {
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
        var token = ColorToken(info: info, values: kept)
        for appearance in kept.keys where appearance != .light {
            if let raw = resolved[appearance]?[name]?.raw, let target = Self.aliasTarget(raw) { token.info.aliases[appearance] = target }
        }
        return token
    }

    private mutating func textStyle(_ raw: RawToken, _ t: TokenValue.Typography, in tokens: [String: Resolved]) -> TextStyleToken? {
        var style = TextStyleToken(info: info(raw), fontFamilies: t.families, weight: t.weight, size: t.size,
                                   lineHeight: t.lineHeight, letterSpacing: t.letterSpacing)
        style.isItalic = t.italic
        // An alias (`{text.body}`) is that text style: it keeps the target's Dynamic Type style and
        // PostScript name unless it sets its own.
        var source = raw
        for _ in 0..<32 where source.extensions?[TokenExtensions.stylebookKey] == nil {
            guard let text = source.value.string?.trimmingCharacters(in: .whitespaces), text.hasPrefix("{"), text.hasSuffix("}"),
                  let target = tokens[String(text.dropFirst().dropLast())]?.raw else { break }
            source = target
        }
        guard let stylebook = source.extensions?[TokenExtensions.stylebookKey] else { return style }
        if let node = stylebook["postScriptName"] {
            if let name = node.string { style.postScriptName = name } else {
                diagnostics.error("postScriptName must be a string (token path \(source.dotted))", at: documents.location(node.pos))
            }
        }
        if let node = stylebook["relativeTo"] {
            if let name = node.string, let dynamic = Self.dynamicTypeStyle(name) {
                style.relativeTo = dynamic
            } else {
                let names = DynamicTypeStyle.allCases.map(\.rawValue).joined(separator: ", ")
                diagnostics.error("relativeTo must be a Dynamic Type style (\(names)) (token path \(source.dotted))", at: documents.location(node.pos))
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

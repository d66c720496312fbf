import Grammar
/// GitHub Primer's token conventions (`@primer/primitives`, read by its Style Dictionary build),
/// written in otherwise plain DTCG files:
///
/// - `alpha` beside a colour token's `$value` (`{"$value": "#ffffff", "$type": "color", "alpha": 0}`) sets the
///   colour's alpha; DTCG has no such member, but dropping it would make `transparent` opaque.
/// - `$extensions["org.primer.overrides"]` maps theme names to the token's value in that theme
///   (`{"dark": "{base.color.neutral.12}", "dark-high-contrast": {"$value": "…", "alpha": 0.6}}`).
///   Names that spell an appearance (`dark`, `light-high-contrast`) become its value, as the
///   `$extensions.mode` map does; alternative looks (`dark-dimmed`, `light-tritanopia`) are not read.
enum PrimerConventions {
    static let overridesKey = "org.primer.overrides"
    static let alphaKey = "alpha"

    /// The per-appearance map of a token: Terrazzo's `mode` or Primer's overrides.
    static func modeMembers(_ extensions: JSONNode?) -> [JSONNode.Member]? {
        extensions?[TokenExtensions.modeKey]?.members ?? extensions?[overridesKey]?.members
    }

    /// `extensions` with a Tokens Studio `alpha` modifier added, which sets the alpha after references resolve.
    static func addingAlpha(_ alpha: JSONNode, to extensions: JSONNode?, at pos: SourcePos) -> JSONNode {
        let modify = JSONNode(.object([
            .init(key: "type", value: JSONNode(.string("alpha"), pos: alpha.pos)),
            .init(key: "value", value: alpha),
        ]), pos: alpha.pos)
        let base = extensions?.isObject == true ? extensions! : JSONNode(.object([]), pos: pos)
        let studio = base[StudioColorModifier.extensionKey] ?? JSONNode(.object([]), pos: pos)
        return base.setting(StudioColorModifier.extensionKey, to: studio.setting("modify", to: modify))
    }

    /// An override value: a plain value or reference, `{"$value": …, "alpha": n}`, or `{"alpha": n}`
    /// alone (the same colour at another opacity).
    static func apply(_ override: JSONNode, to token: inout RawToken) {
        if override["$value"] == nil, let members = override.members, members.count == 1,
           let alpha = override[alphaKey], alpha.number != nil {
            token.extensions = addingAlpha(alpha, to: token.extensions, at: token.pos)
            return
        }
        guard let value = override["$value"] else {
            token.value = override
            return
        }
        token.value = value
        if let alpha = override[alphaKey], alpha.number != nil {
            token.extensions = addingAlpha(alpha, to: token.extensions, at: token.pos)
        }
    }

    /// Override names that are no appearance (alternative looks), for the "not read" warning.
    static func unreadOverrideNames(_ tokens: [RawToken]) -> (names: [String], first: SourcePos)? {
        var names = Set<String>()
        var first: SourcePos?
        for token in tokens {
            guard let members = token.extensions?[overridesKey]?.members else { continue }
            for member in members where AppearanceNames.appearance(named: member.key) == nil {
                names.insert(member.key)
                if first == nil { first = member.value.pos }
            }
        }
        guard let first else { return nil }
        return (names.sorted(), first)
    }
}

import SwiftOutput
import Tokens

/// The Stencil context for a team's own template over Stylebook's token model (`stylebook tokens
/// --template`, `tokens.swift-template`). Every key is listed in docs/templates.md; in short:
///
///     naming, access, accessModifier ("public " or ""), catalogNamespace, param
///     types: {colors: "Colors", textStyles: "TextStyles", …}      the configured enum names
///     kinds: [{key, typeName, count}]                               kinds that have tokens
///     colors, textStyles, dimensions, numbers, durations, shadows, fontFamilies, fontWeights,
///     strings, borders, strokeStyles, cubicBeziers, transitions, gradients, components: [token]
///     tree: {colors: group, …}   group = {name, typeName, qualifiedName, path, tokens, groups}
///     token: {kind, name, path, pathComponents, group, identifier, qualifiedName, description,
///             deprecated, deprecation, alias, …values of its kind}
///
/// Numbers are strings in Swift literal form (`16.0`, `0.102`), so templates print them as they
/// are; weights and counts are integers. Identifiers are the ones Stylebook's own accessors use
/// for the same options (colours follow `naming`, other kinds Stylebook's rules).
public enum TokenTemplateContext {
    /// `tokens` should be the set as generated (shaped); `options` gives the naming, access level,
    /// enum names and catalog namespace (for colour asset names).
    public static func make(tokens: TokenSet, options: SwiftOutputOptions = SwiftOutputOptions(),
                            parameters: [String: Any] = [:]) -> [String: Any] {
        var context: [String: Any] = [
            "naming": options.naming.rawValue,
            "access": options.accessLevel.rawValue,
            "accessModifier": options.accessLevel == .public ? "public " : "",
            "catalogNamespace": options.catalogNamespace.joined(separator: "/"),
            "param": parameters,
        ]
        var types: [String: Any] = ["components": options.componentsTypeName]
        for kind in GeneratedType.allCases { types[kind.rawValue] = options[typeName: kind] }
        context["types"] = types
        var tree: [String: Any] = [:]
        var kinds: [[String: Any]] = []
        for kind in Self.kinds(tokens, options: options) {
            let order = kind.entries.indices.sorted { TokenPath(kind.entries[$0].path) < TokenPath(kind.entries[$1].path) }
            let entries = order.map { kind.entries[$0] }
            let names = TemplateNameTree(typeName: kind.typeName, paths: entries.map(\.path), naming: kind.naming)
            let items: [[String: Any]] = entries.indices.map { index in
                var item = entries[index].item
                item["kind"] = kind.singular
                item["identifier"] = names.names[index]?.identifier ?? ""
                item["qualifiedName"] = names.names[index]?.qualifiedName ?? ""
                item["typeName"] = kind.typeName
                return item
            }
            context[kind.key] = items
            tree[kind.key] = names.dictionary(itemsKey: "tokens", items: items)
            if !items.isEmpty { kinds.append(["key": kind.key, "typeName": kind.typeName, "count": items.count]) }
        }
        context["tree"] = tree
        context["kinds"] = kinds
        return context
    }

    /// One kind's tokens: context key, singular kind name, enum, naming, and per token its
    /// generated path and kind-specific data.
    struct Kind {
        var key: String
        var singular: String
        var typeName: String
        var naming: NamingStyle
        var entries: [(path: [String], item: [String: Any])]
    }

    static func kinds(_ t: TokenSet, options o: SwiftOutputOptions) -> [Kind] {
        func kind<T>(_ key: String, _ singular: String, _ typeName: String, naming: NamingStyle = .stylebook, _ tokens: [T],
                     _ info: (T) -> TokenInfo, _ values: (T) -> [String: Any]) -> Kind {
            Kind(key: key, singular: singular, typeName: typeName, naming: naming, entries: tokens.map { token in
                let i = info(token)
                return (i.path.components, common(i).merging(values(token)) { _, new in new })
            })
        }
        let namespace = o.catalogNamespace
        return [
            kind("colors", "color", o.colorsTypeName, naming: o.naming, t.colors, \.info) { color(of: $0, namespace: namespace) },
            kind("textStyles", "textStyle", o.textStylesTypeName, t.textStyles, \.info, textStyle),
            kind("dimensions", "dimension", o.dimensionsTypeName, t.dimensions, \.info, dimension),
            kind("numbers", "number", o.numbersTypeName, t.numbers, \.info) { ["value": literal($0.value)] },
            kind("durations", "duration", o.durationsTypeName, t.durations, \.info) {
                ["seconds": literal($0.seconds), "milliseconds": literal($0.seconds * 1000)]
            },
            kind("shadows", "shadow", o.shadowsTypeName, t.shadows, \.info, shadow),
            kind("fontFamilies", "fontFamily", o.fontFamiliesTypeName, t.fontFamilies, \.info) {
                ["families": $0.families, "family": $0.families.first ?? "", "familyLiteral": SwiftLiteral.string($0.families.first ?? "")]
            },
            kind("fontWeights", "fontWeight", o.fontWeightsTypeName, t.fontWeights, \.info) {
                ["weight": $0.weight, "weightName": weightName($0.weight)]
            },
            kind("strings", "string", o.stringsTypeName, t.strings, \.info) { ["value": $0.value, "literal": SwiftLiteral.string($0.value)] },
            kind("borders", "border", o.bordersTypeName, t.borders, \.info) { token in
                perAppearance(token.values) { border(token.resolved($0) ?? token.values[.light]!) }
            },
            kind("strokeStyles", "strokeStyle", o.strokeStylesTypeName, t.strokeStyles, \.info) { strokeStyle($0.style) },
            kind("cubicBeziers", "cubicBezier", o.cubicBeziersTypeName, t.cubicBeziers, \.info) { curve($0.curve) },
            kind("transitions", "transition", o.transitionsTypeName, t.transitions, \.info) {
                ["duration": literal($0.transition.duration), "delay": literal($0.transition.delay),
                 "timingFunction": curve($0.transition.timingFunction)]
            },
            kind("gradients", "gradient", o.gradientsTypeName, t.gradients, \.info) { token in
                perAppearance(token.values) { ["stops": token.resolved($0).map { ["color": color($0.color), "position": literal($0.position)] }] }
            },
            Kind(key: "components", singular: "component", typeName: o.componentsTypeName, naming: .stylebook,
                 entries: t.components.map { c in
                     ([c.kind.rawValue] + c.name, common(c.info).merging(component(c, namespace: namespace)) { _, new in new })
                 }),
        ]
    }

    /// Keys every token has.
    static func common(_ info: TokenInfo) -> [String: Any] {
        [
            "name": info.path.name, "path": info.path.dotted, "pathComponents": info.path.components,
            "group": info.path.groups, "groupPath": info.path.groups.joined(separator: "."),
            "description": info.description ?? "", "deprecated": info.deprecation != nil, "deprecation": info.deprecation ?? "",
            "alias": info.aliases[.light] ?? "",
        ]
    }
}

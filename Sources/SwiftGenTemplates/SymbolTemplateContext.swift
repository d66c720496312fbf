import SwiftOutput

/// One custom symbol as a template sees it; built by the caller from whatever produced the set
/// (a converted icon, or a set kept from an earlier build).
public struct SymbolTemplateInput: Sendable, Hashable {
    /// The icon's file name without extension (`back`).
    public var name: String
    /// The asset name with its namespace (`Icons/nav/back`).
    public var assetName: String
    /// The source subfolders (`["nav"]`).
    public var group: [String]
    /// The name the Swift case is made from, when not `name` (`nav-back` for namespaced subfolders).
    public var caseSource: String?
    /// `template`, `hierarchical` or `multicolor`; nil when unknown (a set kept from an earlier build).
    public var renderingIntent: String?
    /// Rendering-mode layers in the template (0 for a one-colour symbol).
    public var layers: Int

    public init(name: String, assetName: String, group: [String] = [], caseSource: String? = nil,
                renderingIntent: String? = nil, layers: Int = 0) {
        self.name = name
        self.assetName = assetName
        self.group = group
        self.caseSource = caseSource
        self.renderingIntent = renderingIntent
        self.layers = layers
    }
}

/// The Stencil context for a team's own template over the symbol set (`stylebook symbols
/// --template`, `symbols.swift-template`); every key is in docs/templates.md:
///
///     naming, access, accessModifier, typeName ("Symbols"), param
///     symbols: [symbol]   by asset name
///     symbol: {name, assetName, identifier, qualifiedName, group, groupPath, namespace,
///              renderingIntent, renderingModes, layers, hierarchical, multicolor}
///     tree: {name, typeName, path, symbols, groups}   by source subfolder
///
/// `identifier` is the case Stylebook's symbol enum gives the symbol under the same options.
public enum SymbolTemplateContext {
    /// Members of the built-in enum that cases must not take (kept in step with the emitter).
    static let reservedMembers: Set<String> = ["image", "uiImage", "nsImage", "imageName", "rawValue", "allCases", "hashValue"]

    public static func make(symbols: [SymbolTemplateInput], options: SwiftOutputOptions = SwiftOutputOptions(),
                            parameters: [String: Any] = [:]) -> [String: Any] {
        var seen: Set<String> = []
        let sorted = symbols.filter { seen.insert($0.assetName).inserted }
            .sorted { $0.assetName.utf8.lexicographicallyPrecedes($1.assetName.utf8) }
        var scope = SwiftIdentifier.Scope(reserved: reservedMembers)
        let typeName = options.symbolsTypeName
        let items: [[String: Any]] = sorted.map { symbol in
            let source = symbol.caseSource ?? symbol.name
            let id = scope.claim(options.naming.member(source))
            let modes = symbol.layers > 0 ? ["monochrome", "hierarchical", "palette", "multicolor"] : ["monochrome"]
            return [
                "name": symbol.name, "assetName": symbol.assetName, "identifier": id, "qualifiedName": typeName + "." + id,
                "group": symbol.group, "groupPath": symbol.group.joined(separator: "/"),
                "namespace": Array(symbol.assetName.split(separator: "/").dropLast().map(String.init)),
                "renderingIntent": symbol.renderingIntent ?? "", "renderingModes": modes, "layers": symbol.layers,
                "hierarchical": symbol.renderingIntent == "hierarchical", "multicolor": symbol.renderingIntent == "multicolor",
            ]
        }
        return [
            "naming": options.naming.rawValue, "access": options.accessLevel.rawValue,
            "accessModifier": options.accessLevel == .public ? "public " : "", "typeName": typeName,
            "param": parameters, "symbols": items,
            "tree": group(name: "", path: [], members: Array(zip(sorted, items)), naming: options.naming),
        ]
    }

    /// Symbols by source subfolder: `name`, `typeName` (the folder as a type name), `path`, `symbols`, `groups`.
    static func group(name: String, path: [String], members: [(SymbolTemplateInput, [String: Any])], naming: NamingStyle) -> [String: Any] {
        var children: [String] = []
        for (symbol, _) in members where symbol.group.count > path.count && !children.contains(symbol.group[path.count]) {
            children.append(symbol.group[path.count])
        }
        return [
            "name": name, "typeName": name.isEmpty ? "" : naming.typeName(name), "path": path.joined(separator: "/"),
            "symbols": members.filter { $0.0.group.count == path.count }.map(\.1),
            "groups": children.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { child in
                group(name: child, path: path + [child],
                      members: members.filter { $0.0.group.count > path.count && $0.0.group[path.count] == child }, naming: naming)
            },
        ]
    }
}

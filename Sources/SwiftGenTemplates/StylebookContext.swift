import AssetCatalog
import Foundation
import SwiftOutput

/// A Stencil context for teams' own templates over Stylebook's catalog model — richer than
/// SwiftGen's (which has only names): colour values per appearance, image and symbol details,
/// and the identifiers Stylebook's accessors use.
///
///     naming: "xcode" | "stylebook"
///     colors, images, symbols, data: [set]          every set of that kind, by asset name
///     root: {groups: [group], colors, images, symbols, data}
///     group: {name, typeName, groups, colors, images, symbols, data}   one per namespace
///     set: {name, assetName, identifier, namespace: [String], catalog}
///       colors:  + entries: [{idiom, appearance ("any", "dark", "high", "dark+high"…), colorSpace,
///                  red, green, blue, white, alpha (strings, 3 decimals), hex ("#RRGGBB" or
///                  "#RRGGBBAA"), system (a system colour name), platform}]
///       images:  + renderingIntent, vector (true/false), files: [{filename, scale, idiom, appearance}]
///       symbols: + renderingIntent, files
///       data:    + typeIdentifier, files
///     param: template parameters
///
/// Sets repeated across catalogs (same name and kind) appear once, the first one.
public enum StylebookContext {
    public static func make(catalogs: [ReadCatalog], naming: NamingStyle = .xcode, parameters: [String: Any] = [:]) -> [String: Any] {
        var seen: Set<String> = []
        var sets: [(set: CatalogSet, catalog: String)] = []
        for catalog in catalogs {
            for set in catalog.allSets where seen.insert(set.kind.rawValue + "/" + set.assetName).inserted {
                sets.append((set, catalog.name))
            }
        }
        sets.sort { $0.set.assetName.utf8.lexicographicallyPrecedes($1.set.assetName.utf8) }
        let items = sets.map { item(for: $0.set, catalog: $0.catalog, naming: naming) }
        var context: [String: Any] = ["naming": naming.rawValue, "param": parameters, "catalogs": catalogs.map { ["name": $0.name, "path": $0.path] }]
        for (key, kind) in kindKeys {
            context[key] = zip(sets, items).filter { $0.0.set.kind == kind }.map(\.1)
        }
        context["root"] = group(name: "", path: [], sets: Array(zip(sets.map(\.set), items)), naming: naming)
        return context
    }

    static let kindKeys: [(String, CatalogSetKind)] = [("colors", .color), ("images", .image), ("symbols", .symbol), ("data", .data)]

    static func group(name: String, path: [String], sets: [(CatalogSet, [String: Any])], naming: NamingStyle) -> [String: Any] {
        var result: [String: Any] = ["name": name, "typeName": name.isEmpty ? "" : naming.typeName(name)]
        let here = sets.filter { $0.0.namespace.count == path.count }
        for (key, kind) in kindKeys { result[key] = here.filter { $0.0.kind == kind }.map(\.1) }
        var childNames: [String] = []
        for (set, _) in sets where set.namespace.count > path.count {
            let next = set.namespace[path.count]
            if !childNames.contains(next) { childNames.append(next) }
        }
        result["groups"] = childNames.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { child in
            group(name: child, path: path + [child], sets: sets.filter { $0.0.namespace.count > path.count && $0.0.namespace[path.count] == child },
                  naming: naming)
        }
        return result
    }

    static func item(for set: CatalogSet, catalog: String, naming: NamingStyle) -> [String: Any] {
        var item: [String: Any] = ["name": set.name, "assetName": set.assetName, "identifier": naming.member(set.name),
                                   "namespace": set.namespace, "catalog": catalog]
        func appearance(_ traits: [AppearanceTrait]) -> String {
            traits.isEmpty ? "any" : traits.map(\.value).joined(separator: "+")
        }
        func files(_ entries: [AssetFileEntry]) -> [[String: Any]] {
            entries.compactMap { entry in
                guard let filename = entry.filename else { return nil }
                return ["filename": filename, "scale": entry.scale ?? "", "idiom": entry.idiom, "appearance": appearance(entry.appearances)]
            }
        }
        switch set.content {
        case .color(let info):
            item["entries"] = info.entries.map { entry -> [String: Any] in
                var e: [String: Any] = ["idiom": entry.idiom, "appearance": appearance(entry.appearances)]
                switch entry.color {
                case .system(let platform, let reference)?:
                    e["system"] = reference
                    e["platform"] = platform
                case .components(let c)?:
                    e["colorSpace"] = c.colorSpace
                    for (key, value) in c.values { e[key] = String(format: "%.3f", value) }
                    if c.isGray, let white = c.values["white"] {
                        e["hex"] = hex([white, white, white], alpha: c.values["alpha"] ?? 1)
                    } else if let r = c.values["red"], let g = c.values["green"], let b = c.values["blue"] {
                        e["hex"] = hex([r, g, b], alpha: c.values["alpha"] ?? 1)
                    }
                case nil:
                    break
                }
                return e
            }
        case .image(let info):
            item["renderingIntent"] = info.renderingIntent?.rawValue ?? ""
            item["vector"] = info.preservesVectorRepresentation
            item["files"] = files(info.images)
        case .symbol(let info):
            item["renderingIntent"] = info.renderingIntent?.rawValue ?? ""
            item["files"] = files(info.symbols)
        case .data(let info):
            item["typeIdentifier"] = info.data.compactMap(\.typeIdentifier).first ?? ""
            item["files"] = files(info.data)
        }
        return item
    }

    /// "#RRGGBB", or "#RRGGBBAA" when not opaque; components clamped to 0…1.
    static func hex(_ rgb: [Double], alpha: Double) -> String {
        func byte(_ v: Double) -> String {
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            let text = String(n, radix: 16, uppercase: true)
            return n < 16 ? "0" + text : text
        }
        return "#" + rgb.map(byte).joined() + (alpha < 1 ? byte(alpha) : "")
    }
}

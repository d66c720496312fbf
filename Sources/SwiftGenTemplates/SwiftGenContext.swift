import AssetCatalog

/// The Stencil context SwiftGen's xcassets parser builds (SwiftGen 6.6), from catalogs read by
/// `CatalogScanner`:
///
///     catalogs: [{name, assets: [item]}]            catalogs sorted by name
///     item: {type: color|image|symbol|data|arresourcegroup, name, value}
///           {type: group, name, isNamespaced: "true"|"false", items: [item]}
///     resourceCount: {type: count}                  only kinds that occur
///     param: {…}                                    template parameters
///
/// Like SwiftGen, other folder kinds (app icons, stacks, sprite atlases…) are left out with
/// everything inside them, items keep the byte order of their folder names (extension
/// included), and `value` is the runtime name (namespacing groups joined with `/`).
public enum SwiftGenContext {
    public static func make(catalogs: [ReadCatalog], parameters: [String: Any] = [:]) -> [String: Any] {
        var counts: [String: Int] = [:]
        let sorted = catalogs.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        let items: [[String: Any]] = sorted.map { catalog in
            ["name": catalog.name, "assets": assets(catalog.items, prefix: [], counts: &counts)]
        }
        return ["catalogs": items, "resourceCount": counts, "param": parameters]
    }

    static func assets(_ items: [CatalogItem], prefix: [String], counts: inout [String: Int]) -> [[String: Any]] {
        var result: [[String: Any]] = []
        for item in items {
            switch item {
            case .group(let group):
                let inner = assets(group.items, prefix: group.providesNamespace ? prefix + [group.name] : prefix, counts: &counts)
                result.append(["type": "group", "name": group.name, "isNamespaced": group.providesNamespace ? "true" : "false", "items": inner])
            case .set(let set):
                let type: String = switch set.kind {
                case .color: "color"
                case .image: "image"
                case .symbol: "symbol"
                case .data: "data"
                }
                counts[type, default: 0] += 1
                result.append(["type": type, "name": set.name, "value": (prefix + [set.name]).joined(separator: "/")])
            case .skipped(let folder) where folder.kind == "arresourcegroup":
                let folderName = folder.relativePath.split(separator: "/").last.map(String.init) ?? folder.relativePath
                let name = String(folderName.dropLast(folder.kind.count + 1))
                counts["arresourcegroup", default: 0] += 1
                result.append(["type": "arresourcegroup", "name": name, "value": (prefix + [name]).joined(separator: "/")])
            case .skipped:
                break
            }
        }
        return result
    }

    /// SwiftGen's `--param` rules: `KEY=VALUE` sets a string, a bare `KEY` sets `true`,
    /// `a.b=c` nests, and a repeated key collects its values in an array.
    public static func parameters(_ items: [String]) -> [String: Any] {
        var result: [String: Any] = [:]
        for item in items {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let value: Any = parts.count == 2 ? parts[1] : true
            insert(value, at: parts[0].split(separator: ".").map(String.init)[...], into: &result)
        }
        return result
    }

    private static func insert(_ value: Any, at path: ArraySlice<String>, into dict: inout [String: Any]) {
        guard let key = path.first else { return }
        if path.count == 1 {
            if let existing = dict[key] {
                dict[key] = ((existing as? [Any]) ?? [existing]) + [value]
            } else {
                dict[key] = value
            }
            return
        }
        var inner = dict[key] as? [String: Any] ?? [:]
        insert(value, at: path.dropFirst(), into: &inner)
        dict[key] = inner
    }
}

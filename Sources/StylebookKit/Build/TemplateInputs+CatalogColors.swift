import CatalogImport
import Foundation

extension TemplateInputs {
    /// For a template inside an asset catalog, the names of that catalog's colour sets as
    /// multicolour layers name them (`Colors/brand/primary`); nil for a template outside a catalog.
    /// `cache` keeps each catalog's names for the next template.
    public static func catalogColorNames(forTemplate path: String, cache: inout [String: Set<String>]) -> Set<String>? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = parts.dropLast().lastIndex(where: { $0.hasSuffix(".xcassets") }) else { return nil }
        let root = parts[...index].joined(separator: "/")
        if let known = cache[root] { return known }
        let sets = CatalogScanner.read([root]).catalogs.first?.allSets ?? []
        let names = Set(sets.filter { $0.kind == .color }.map { ($0.namespace + [$0.name]).joined(separator: "/") })
        cache[root] = names
        return names
    }
}

import Diagnostics

/// Colour sets of a catalog (any catalog, not only Stylebook's) as `ColorSetContent`, read by
/// `CatalogScanner`: the one reader, with its located errors. For callers that compare colours,
/// such as tests of what a build wrote.
public enum CatalogReader {
    /// Every `.colorset`'s RGB colours (`ColorSetContent.normalized`), keyed by fully-qualified
    /// name (namespacing groups joined with `/`). Any error the scanner reports (invalid JSON,
    /// an unreadable component…) is thrown, located.
    public static func colorSets(in catalogPath: String) throws(DiagnosticError) -> [String: ColorSetContent] {
        let result = CatalogScanner.read([catalogPath])
        let errors = result.diagnostics.items.filter { $0.severity == .error }
        if !errors.isEmpty { throw DiagnosticError(DiagnosticList(errors)) }
        var sets: [String: ColorSetContent] = [:]
        for catalog in result.catalogs {
            for set in catalog.allSets {
                if case .color(let info) = set.content { sets[set.assetName] = info.normalized }
            }
        }
        return sets
    }
}

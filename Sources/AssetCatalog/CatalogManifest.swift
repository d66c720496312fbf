import Diagnostics
import Foundation

/// The record, kept in the catalog root, of the sets and groups Stylebook generated there.
/// Only what it lists is ever rewritten or deleted; everything else in the catalog is the user's.
public struct CatalogManifest: Sendable, Hashable {
    public static let fileName = ".stylebook-manifest.json"

    /// Set folders relative to the catalog root, e.g. "Colors/content/primary.colorset".
    public var sets: [String]
    /// Group folders Stylebook created, e.g. "Colors", "Colors/content".
    public var groups: [String]

    public init(sets: [String] = [], groups: [String] = []) {
        self.sets = sets.sorted(by: CatalogManifest.byteOrder)
        self.groups = groups.sorted(by: CatalogManifest.byteOrder)
    }

    static func byteOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    public var json: XcodeJSON {
        .object([
            "generator": .string("stylebook"),
            "groups": .array(groups.map { .string($0) }),
            "sets": .array(sets.map { .string($0) }),
            "version": .int(1),
        ])
    }

    /// Reads the manifest of `catalogPath`; an absent manifest is an empty one.
    public static func read(catalogPath: String) throws(DiagnosticError) -> CatalogManifest {
        let path = catalogPath + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return CatalogManifest() }
        let location = SourceLocation(file: path)
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw DiagnosticError(.error("the Stylebook manifest is not a JSON object; delete it to start over", at: location))
        }
        func list(_ key: String) throws(DiagnosticError) -> [String] {
            guard let value = object[key] else { return [] }
            guard let items = value as? [String] else {
                throw DiagnosticError(.error("'\(key)' in the Stylebook manifest must be a list of paths", at: location))
            }
            for item in items where !isSafeRelativePath(item) {
                // A hand-edited manifest must never make Stylebook delete outside the catalog.
                throw DiagnosticError(.error("the Stylebook manifest lists '\(item)', which is not a path inside the catalog", at: location))
            }
            return items
        }
        return CatalogManifest(sets: try list("sets"), groups: try list("groups"))
    }

    static func isSafeRelativePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }
    }
}

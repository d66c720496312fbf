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

    /// Reads the manifest of `catalogPath`; an absent manifest is an empty one. Entries that do not
    /// have the shape Stylebook writes are dropped (see `readValidated`).
    public static func read(catalogPath: String) throws(DiagnosticError) -> CatalogManifest {
        try readValidated(catalogPath: catalogPath).manifest
    }

    /// Reads the manifest and keeps only entries Stylebook could have written: a set folder of a
    /// kind it generates, a group above one of those sets, each inside the catalog once symbolic
    /// links are resolved and not itself a link. Each other entry is a warning and is left alone —
    /// neither rewritten nor deleted — so a hand-edited manifest can never make a build delete a
    /// user's folder.
    public static func readValidated(catalogPath: String) throws(DiagnosticError) -> (manifest: CatalogManifest, warnings: DiagnosticList) {
        let path = catalogPath + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return (CatalogManifest(), DiagnosticList()) }
        let location = SourceLocation(file: path)
        let list = try lists(data, at: location)
        var warnings = DiagnosticList()
        let check = ManifestEntryCheck(catalogPath: catalogPath)
        var sets: [String] = []
        for item in try list("sets") {
            if let problem = check.problem(set: item) {
                warnings.warning("the Stylebook manifest lists '\(item)', \(problem); left alone (not rewritten or deleted)", at: location)
            } else {
                sets.append(item)
            }
        }
        var groups: [String] = []
        let listed = try list("groups")
        let folders = listed.isEmpty ? [] : ManifestEntryCheck.folders(above: sets)
        for item in listed {
            if let problem = check.problem(group: item, folders: folders) {
                warnings.warning("the Stylebook manifest lists group '\(item)', \(problem); left alone (not rewritten or deleted)", at: location)
            } else {
                groups.append(item)
            }
        }
        return (CatalogManifest(sets: sets, groups: groups), warnings)
    }

    /// The manifest's `sets` and `groups` lists (empty when absent): read by the fast reader
    /// when the file has the shape Stylebook writes, else by `JSONSerialization`.
    private static func lists(_ data: Data, at location: SourceLocation) throws(DiagnosticError) -> (String) throws(DiagnosticError) -> [String] {
        if let fast = ManifestFastReader.read(data), !fast.scalars.contains("sets"), !fast.scalars.contains("groups") {
            return { key in fast.lists[key] ?? [] }
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw DiagnosticError(.error("the Stylebook manifest is not a JSON object; delete it to start over", at: location))
        }
        return { (key: String) throws(DiagnosticError) -> [String] in
            guard let value = object[key] else { return [] }
            guard let items = value as? [String] else {
                throw DiagnosticError(.error("'\(key)' in the Stylebook manifest must be a list of paths", at: location))
            }
            return items
        }
    }

    static func isSafeRelativePath(_ path: String) -> Bool {
        let bytes = path.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            // On bytes: no component may be empty or start with a dot (which covers `.` and `..`).
            var atStart = true
            for byte in bytes {
                if atStart && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")) { return false }
                atStart = byte == UInt8(ascii: "/")
            }
            return !atStart
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." && !$0.hasPrefix(".") }
    }
}

import FileOutput
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether one manifest entry has the shape of something Stylebook generated in this catalog.
struct ManifestEntryCheck {
    static let setExtensions: Set<String> = ["colorset", "imageset", "symbolset"]

    let catalogPath: String
    /// The catalog with every symbolic link resolved (nil while it does not exist).
    let realCatalog: String?

    init(catalogPath: String) {
        self.catalogPath = catalogPath
        realCatalog = Self.realPath(catalogPath)
    }

    /// Why `set` is not a generated set folder, or nil when it is one.
    func problem(set: String) -> String? {
        if let problem = pathProblem(set) { return problem }
        guard Self.setExtensions.contains(FilePaths.pathExtension(set)) else {
            return "which is not a set folder Stylebook generates (.colorset, .imageset or .symbolset)"
        }
        return nil
    }

    /// Why `group` is not a generated group folder, or nil when it is one: it must lie above a
    /// listed set.
    func problem(group: String, sets: [String]) -> String? {
        if let problem = pathProblem(group) { return problem }
        guard !Self.setExtensions.contains(FilePaths.pathExtension(group)), sets.contains(where: { $0.hasPrefix(group + "/") }) else {
            return "which holds none of the sets it lists"
        }
        return nil
    }

    /// A path that is not plainly inside the catalog: `..`, hidden or empty components, or a
    /// symbolic link on the way that leads elsewhere (or is the entry itself).
    private func pathProblem(_ entry: String) -> String? {
        guard CatalogManifest.isSafeRelativePath(entry) else { return "which is not a path inside the catalog" }
        guard let realCatalog else { return nil }
        let path = catalogPath + "/" + entry
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK { return "which is a symbolic link" }
        // The deepest existing folder above the entry must resolve to a folder inside the catalog.
        var parent = FilePaths.parent(path)
        while parent.count > catalogPath.count, Self.realPath(parent) == nil { parent = FilePaths.parent(parent) }
        guard let realParent = Self.realPath(parent), realParent == realCatalog || realParent.hasPrefix(realCatalog + "/") else {
            return "which leads out of the catalog through a symbolic link"
        }
        return nil
    }

    /// True when the folder holding `path` is inside the catalog once links are resolved.
    func isInsideCatalog(_ path: String) -> Bool {
        guard let realCatalog, let realParent = Self.realPath(FilePaths.parent(path)) else { return false }
        return realParent == realCatalog || realParent.hasPrefix(realCatalog + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

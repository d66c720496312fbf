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
    /// Folders known to resolve inside the catalog: thousands of sets share a few group folders,
    /// so each is resolved once.
    private let insideFolders = FolderMemo()

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
    /// listed set (`folders`: every folder above the listed sets, as `folders(above:)` gives).
    func problem(group: String, folders: Set<String>) -> String? {
        if let problem = pathProblem(group) { return problem }
        guard !Self.setExtensions.contains(FilePaths.pathExtension(group)), folders.contains(group) else {
            return "which holds none of the sets it lists"
        }
        return nil
    }

    /// Every folder above the given sets (a hashed look-up per group, rather than a scan of every
    /// set for each group).
    static func folders(above sets: [String]) -> Set<String> {
        var folders = Set<String>()
        for set in sets {
            var folder = FilePaths.parent(set)
            while !folder.isEmpty, folder != "/", folders.insert(folder).inserted { folder = FilePaths.parent(folder) }
        }
        return folders
    }

    /// A path that is not plainly inside the catalog: `..`, hidden or empty components, or a
    /// symbolic link on the way that leads elsewhere (or is the entry itself).
    private func pathProblem(_ entry: String) -> String? {
        guard CatalogManifest.isSafeRelativePath(entry) else { return "which is not a path inside the catalog" }
        guard let realCatalog else { return nil }
        let path = catalogPath + "/" + entry
        var parent = FilePaths.parent(path)
        // The links of each folder listed once: a `lstat` per set was a tenth of reading the manifest.
        if insideFolders.links(in: parent).contains(FilePaths.lastComponent(path)) { return "which is a symbolic link" }
        // The deepest existing folder above the entry must resolve to a folder inside the catalog.
        if insideFolders.contains(parent) { return nil }
        while parent.count > catalogPath.count, Self.realPath(parent) == nil { parent = FilePaths.parent(parent) }
        guard let realParent = Self.realPath(parent), realParent == realCatalog || realParent.hasPrefix(realCatalog + "/") else {
            return "which leads out of the catalog through a symbolic link"
        }
        insideFolders.insert(FilePaths.parent(path))
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

/// Folder paths known to be inside the catalog, and the symbolic links of each folder listed,
/// shared by copies of a `ManifestEntryCheck` (used on one thread).
final class FolderMemo {
    private var folders = Set<String>()
    private var linksByFolder: [String: Set<String>] = [:]
    func contains(_ folder: String) -> Bool { folders.contains(folder) }
    func insert(_ folder: String) { folders.insert(folder) }

    /// The names of the symbolic links in `folder` (none when it cannot be read).
    func links(in folder: String) -> Set<String> {
        if let known = linksByFolder[folder] { return known }
        let links = FolderListing.links(in: folder) ?? []
        linksByFolder[folder] = links
        return links
    }
}

import Diagnostics
import FileOutput
import Foundation

extension CatalogScanner {
    /// Folders a project keeps other people's or generated catalogs in; not searched.
    static let foldersNotSearched: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build"]
    /// How deep below a given folder catalogs are looked for.
    static let searchDepth = 8

    /// The catalogs to read for `paths`: an `.xcassets` folder as given; a folder that holds sets
    /// itself, read as a catalog (with a warning, as before); any other folder — an app's source
    /// folder, a package — searched for the `.xcassets` catalogs inside it, each read on its own, so
    /// `stylebook assets MyApp` finds `MyApp/Resources/Assets.xcassets` instead of reading nothing.
    /// A folder holding neither is an error.
    /// `searched` lists every folder looked through, so a build cache can notice a catalog added there.
    static func catalogPaths(for paths: [String]) -> (paths: [(given: String, path: String)], searched: [String], diagnostics: DiagnosticList) {
        var result: [(given: String, path: String)] = []
        var searched: [String] = []
        var diagnostics = DiagnosticList()
        for raw in paths {
            let path = FilePaths.normalize(raw)
            guard FileSystemAccess.kind(path) == .directory,
                  FilePaths.pathExtension(path) != "xcassets", !holdsSets(path) else {
                result.append((raw, path))
                continue
            }
            var found: [String] = []
            search(path, depth: 0, into: &found, searched: &searched)
            if found.isEmpty {
                diagnostics.error("no asset catalog here: the folder holds no sets and no .xcassets folder", at: SourceLocation(file: raw))
                continue
            }
            diagnostics.append(.note("read \(found.count) catalog(s) found in this folder: "
                                     + found.map { FilePaths.relative($0, to: path) ?? $0 }.joined(separator: ", "),
                                     at: SourceLocation(file: raw)))
            result += found.map { (raw, $0) }
        }
        return (result, searched, diagnostics)
    }

    /// Whether `folder` has set folders (`*.colorset`, …) or groups of them directly inside.
    private static func holdsSets(_ folder: String) -> Bool {
        guard let children = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return children.contains { CatalogSetKind(rawValue: FilePaths.pathExtension($0)) != nil }
    }

    private static func search(_ folder: String, depth: Int, into found: inout [String], searched: inout [String]) {
        guard depth <= searchDepth, let children = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        searched.append(folder)
        for child in children.sorted(by: byteOrder) where !child.hasPrefix(".") && !foldersNotSearched.contains(child) {
            let path = FilePaths.join(folder, child)
            guard FileSystemAccess.kind(path) == .directory else { continue }
            if FilePaths.pathExtension(child) == "xcassets" {
                found.append(path)
            } else {
                search(path, depth: depth + 1, into: &found, searched: &searched)
            }
        }
    }
}

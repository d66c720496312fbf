import Diagnostics
import FileOutput
import Foundation
import Parallel

/// Reads existing asset catalogs — any catalog, Xcode's or Stylebook's — into `ReadCatalog`s.
///
/// Folders are visited in byte order of their names (extension included, as SwiftGen does), so
/// the result does not depend on the file system. A folder without extension is a group; a set's
/// type is its last extension. Kinds without accessors (app icons, stacks, sprite atlases…) are
/// listed as skipped with a note; a catalog inside a catalog is reported and not read. A broken
/// `Contents.json` is a located error for that set (or group) only: the rest is still read, so
/// one run reports every problem. A folder that is not a catalog is searched for the catalogs in it.
public enum CatalogScanner {
    /// The result of reading several catalogs.
    public struct Result: Sendable {
        public var catalogs: [ReadCatalog]
        public var diagnostics: DiagnosticList
        /// Folders searched for catalogs (given folders that are not catalogs themselves).
        public var searchedFolders: [String] = []
    }

    /// Reads every catalog; `diagnostics` holds errors for unreadable sets and notes for
    /// skipped folders. Set files are parsed in parallel; the order stays the catalog order.
    public static func read(_ paths: [String]) -> Result {
        var (found, searched, diagnostics) = catalogPaths(for: paths)
        var catalogs: [ReadCatalog] = []
        for (raw, path) in found {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue else {
                diagnostics.error("no asset catalog folder here", at: SourceLocation(file: raw))
                continue
            }
            if FilePaths.pathExtension(path) != "xcassets" {
                diagnostics.warning("the folder does not end in .xcassets; reading it as a catalog anyway", at: SourceLocation(file: path))
            }
            var scan = Walk(catalogPath: path)
            let rootContents = scan.readJSON(path + "/Contents.json", required: false)
            let items = scan.walk(folder: path, relative: "", namespace: [])
            let catalog = ReadCatalog(path: path, name: FilePaths.stem(path), items: items,
                                      symbolExtensions: rootContents?["properties"]?["generate-swift-asset-symbol-extensions"]?.string)
            catalogs.append(scan.parseSets(in: catalog))
            diagnostics.append(contentsOf: scan.diagnostics)
        }
        return Result(catalogs: catalogs, diagnostics: diagnostics, searchedFolders: searched)
    }

    static func byteOrder(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}

/// The state of reading one catalog: the folder walk first (cheap), then set files in parallel.
struct Walk {
    let catalogPath: String
    var diagnostics = DiagnosticList()

    init(catalogPath: String) { self.catalogPath = catalogPath }

    mutating func walk(folder: String, relative: String, namespace: [String], folders: [String] = []) -> [CatalogItem] {
        let fm = FileManager.default
        guard let children = try? fm.contentsOfDirectory(atPath: folder) else {
            diagnostics.error("cannot list the folder", at: SourceLocation(file: folder))
            return []
        }
        var items: [CatalogItem] = []
        for child in children.sorted(by: CatalogScanner.byteOrder) where !child.hasPrefix(".") {
            let path = folder + "/" + child
            guard FileSystemAccess.kind(path) == .directory else { continue }
            let rel = relative.isEmpty ? child : relative + "/" + child
            let ext = FilePaths.pathExtension(child)
            if ext.isEmpty {
                let contents = readJSON(path + "/Contents.json", required: false)
                let namespaced = contents?["properties"]?["provides-namespace"]?.bool ?? false
                let inner = walk(folder: path, relative: rel, namespace: namespaced ? namespace + [child] : namespace,
                                 folders: namespaced ? folders : folders + [child])
                items.append(.group(CatalogGroup(name: child, relativePath: rel, providesNamespace: namespaced, items: inner)))
            } else if let kind = CatalogSetKind(rawValue: ext) {
                // Contents are parsed later, in parallel; a placeholder keeps the order.
                let placeholder: CatalogSetContent = switch kind {
                case .color: .color(ColorSetContent(entries: []))
                case .image: .image(CatalogImage(images: []))
                case .symbol: .symbol(CatalogSymbol(symbols: []))
                case .data: .data(DataSetInfo(data: []))
                }
                items.append(.set(CatalogSet(name: FilePaths.stem(child), namespace: namespace, folders: folders, relativePath: rel,
                                             catalogPath: catalogPath, content: placeholder)))
            } else {
                let message = ext == "xcassets"
                    ? "a catalog inside a catalog is not part of it; list it as a catalog of its own to generate its accessors"
                    : "\(ext) folders get no accessors (as in Xcode and SwiftGen); skipped"
                if ext == "xcassets" {
                    diagnostics.warning(message, at: SourceLocation(file: path))
                } else {
                    diagnostics.append(.note(message, at: SourceLocation(file: path)))
                }
                items.append(.skipped(SkippedFolder(relativePath: rel, kind: ext)))
            }
        }
        return items
    }

    /// Parses every set's Contents.json (in parallel) and puts the contents in place.
    mutating func parseSets(in catalog: ReadCatalog) -> ReadCatalog {
        let sets = catalog.allSets
        let parsed = sets.concurrentMap { set -> (CatalogSetContent?, DiagnosticList) in
            var walk = Walk(catalogPath: set.catalogPath)
            let content = walk.parseSet(set)
            return (content, walk.diagnostics)
        }
        var contents: [String: CatalogSetContent] = [:]
        for (set, result) in zip(sets, parsed) {
            diagnostics.append(contentsOf: result.1)
            if let content = result.0 { contents[set.relativePath] = content }
        }
        func fill(_ items: [CatalogItem]) -> [CatalogItem] {
            items.compactMap { item in
                switch item {
                case .set(var set):
                    guard let content = contents[set.relativePath] else { return nil }
                    set.content = content
                    return .set(set)
                case .group(var group):
                    group.items = fill(group.items)
                    return .group(group)
                case .skipped:
                    return item
                }
            }
        }
        var result = catalog
        result.items = fill(catalog.items)
        return result
    }
}

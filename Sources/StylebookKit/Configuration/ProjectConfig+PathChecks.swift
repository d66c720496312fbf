import AssetCatalog
import Diagnostics
import FileOutput
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checks on where a build writes, made before any work: no output may be, contain or lie
/// inside an input or another output once symbolic links are resolved (a link inside an input
/// folder counts as reading what it leads to), and the catalog may not be `/`, the home folder or
/// a non-empty folder Stylebook did not create (unless `force`).
extension ProjectConfig {
    struct NamedPath {
        var key: String
        var path: String
        /// The real location, links resolved (for a path that does not exist yet: its nearest
        /// existing folder's, plus the rest).
        var real: String
        /// For an input folder: the real targets of links to folders below it (read through them).
        var reached: [(link: String, real: String)] = []
    }

    /// Every problem, each at the `stylebook.yml` line of the output it concerns.
    public func outputPathProblems(cacheFolder: String? = nil, force: Bool = false) -> DiagnosticList {
        var problems = DiagnosticList()
        let outputs = outputPaths(cacheFolder: cacheFolder)
        let inputs = inputPaths()
        for output in outputs {
            let location = locationOrSection(output.key)
            for input in inputs {
                // `catalogs.inputs` may name the generated catalog: its sets are read from this run's model.
                if output.key == "catalog", input.key == "catalogs.inputs", output.real == input.real { continue }
                if let relation = Self.relation(output.real, input.real) {
                    problems.error("\(output.key): '\(output.path)' \(relation) \(input.key) ('\(input.path)'), which the build reads; "
                                   + "outputs must be outside every input", at: location)
                    continue
                }
                for link in input.reached where Self.relation(output.real, link.real) != nil {
                    problems.error("\(output.key): '\(output.path)' is read through the link '\(link.link)' in \(input.key) ('\(input.path)'); "
                                   + "outputs must be outside every input", at: location)
                    break
                }
            }
            // Each overlap once, at the output that lies inside the other (or the later of two equal ones).
            for other in outputs where other.key != output.key || other.path != output.path {
                if let relation = Self.relation(output.real, other.real),
                   relation == "lies inside" || (relation == "is the same as" && (other.key, other.path) < (output.key, output.path)) {
                    problems.error("\(output.key): '\(output.path)' \(relation) \(other.key) ('\(other.path)'); two outputs may not overlap", at: location)
                }
            }
        }
        if let catalog, !force, let problem = Self.catalogFolderProblem(resolve(catalog)) {
            problems.error("catalog: '\(catalog)' \(problem); choose a new or empty folder (or pass --force)", at: locationOrSection("catalog"))
        }
        return problems
    }

    func locationOrSection(_ key: String) -> SourceLocation {
        if let location = locations[key] { return location }
        return location(of: String(key.split(separator: ".").first ?? Substring(key)))
    }

    func outputPaths(cacheFolder: String?) -> [NamedPath] {
        var named: [(String, String?)] = [("catalog", catalog), ("guide", guide)]
        named += [("symbols.swift", symbols?.swift), ("symbols.templates", symbols?.templates)]
        named += [("tokens.swift", tokens?.swift), ("tokens.core", tokens?.core), ("images.swift", images?.swift)]
        named += [("catalogs.swift", catalogs.map(\.swift))]
        named += [("fonts.swift", fonts?.swift)]
        var result = named.compactMap { key, path in path.map { NamedPath(key: key, path: $0, real: Self.realPath(resolve($0))) } }
        if let cacheFolder { result.append(NamedPath(key: "cache", path: cacheFolder, real: Self.realPath(cacheFolder))) }
        return result
    }

    func inputPaths() -> [NamedPath] {
        var named: [(String, String)] = [(Self.fileName, FilePaths.lastComponent(path))]
        if let symbols {
            named.append(("symbols.source", symbols.source))
            if let t = symbols.swiftTemplate { named.append(("symbols.swift-template", t)) }
        }
        if let tokens {
            named += tokens.files.map { ("tokens.files", $0) }
            if let r = tokens.resolver { named.append(("tokens.resolver", r)) }
            if let t = tokens.swiftTemplate { named.append(("tokens.swift-template", t)) }
        }
        if let lint { named.append(("lint", lint)) }
        if let fonts { named += fonts.files.map { ("fonts.files", $0) } }
        if let images { named.append(("images.source", images.source)) }
        if let catalogs {
            named += catalogs.inputs.map { ("catalogs.inputs", $0) }
            if let t = catalogs.template { named.append(("catalogs.template", t)) }
        }
        return named.filter { !$0.1.isEmpty }.map { key, path in
            let resolved = resolve(path)
            var input = NamedPath(key: key, path: path, real: Self.realPath(resolved))
            input.reached = Self.linkedFolders(below: resolved)
            return input
        }
    }

    /// How `a` relates to `b` ("is", "lies inside", "contains"), or nil when they are apart.
    static func relation(_ a: String, _ b: String) -> String? {
        if a == b { return "is the same as" }
        if b == "/" || a.hasPrefix(b + "/") { return "lies inside" }
        if a == "/" || b.hasPrefix(a + "/") { return "contains" }
        return nil
    }

    /// `path` with every link resolved: the nearest existing ancestor through `realpath`, then
    /// the missing rest (with `.`/`..` applied to the text).
    static func realPath(_ path: String) -> String {
        let absolute = FilePaths.normalize(path.hasPrefix("/") ? path : FilePaths.join(FileManager.default.currentDirectoryPath, path))
        var existing = absolute
        var rest: [String] = []
        while true {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                var parts = String(cString: resolved).split(separator: "/").map(String.init)
                for part in rest.reversed() {
                    if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
                }
                return "/" + parts.joined(separator: "/")
            }
            if existing == "/" || existing.isEmpty { return absolute }
            rest.append(FilePaths.lastComponent(existing))
            existing = FilePaths.parent(existing)
        }
    }

    /// Links to folders found below `folder` (at most 20,000 entries looked at), with their targets.
    static func linkedFolders(below folder: String) -> [(link: String, real: String)] {
        var found: [(String, String)] = []
        var pending = [folder]
        var seen = 0
        while let current = pending.popLast(), seen < 20_000 {
            guard let dir = opendir(current) else { continue }
            defer { closedir(dir) }
            while let entry = readdir(dir) {
                seen += 1
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
                if name == "." || name == ".." { continue }
                let path = FilePaths.join(current, name)
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(path)
                } else if (info.st_mode & S_IFMT) == S_IFLNK, stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                    found.append((path, realPath(path)))
                }
            }
        }
        return found
    }

    /// Why `folder` may not be the catalog, or nil.
    static func catalogFolderProblem(_ folder: String) -> String? {
        let real = realPath(folder)
        if real == "/" { return "is the root folder" }
        let home = realPath(NSHomeDirectory())
        if real == home { return "is the home folder" }
        // An asset catalog by name is Xcode's format: Stylebook owns only the sets its manifest lists.
        if FilePaths.pathExtension(real) == "xcassets" { return nil }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), !names.isEmpty else { return nil }
        let ours: Set<String> = [CatalogManifest.fileName, "Contents.json"]
        if names.contains(where: ours.contains) { return nil }
        let bookkeeping: Set<String> = [OutputLock.fileName, CommitJournal.fileName]
        if names.allSatisfy({ bookkeeping.contains($0) || $0 == ".DS_Store" }) { return nil }
        return "is a folder that is not empty, not an .xcassets catalog, and was not created by Stylebook (no \(CatalogManifest.fileName) or Contents.json)"
    }
}

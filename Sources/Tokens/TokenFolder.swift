import Foundation

/// Reading a folder of tokens whole, the way Tokens Studio and Style Dictionary projects are laid out.
///
/// Every file below the folder whose name ends in `.json`, `.json5`, `.jsonc`, `.tokens`, `.yml` or
/// `.yaml` is a candidate, in byte order of its path (so the result is the same on every machine);
/// hidden files and folders, `node_modules` and asset catalogs (`.xcassets`, which hold output, not
/// tokens) are left out. Each candidate is then classified by
/// content (`TokenFormatDetection`): token files, a resolver, Tokens Studio `$themes.json` and
/// `$metadata.json`; files without any token are skipped with one warning.
enum TokenFolder {
    static let extensions = [".tokens.json", ".json", ".json5", ".jsonc", ".tokens", ".yml", ".yaml"]

    static func isCandidate(_ path: String) -> Bool {
        let lower = path.lowercased()
        return extensions.contains { lower.hasSuffix($0) }
    }

    static func skipped(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "node_modules" || name.lowercased().hasSuffix(".xcassets")
    }

    /// Files below `path` on disk, or nil when `path` is not a folder.
    static func list(_ path: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        var found: [String] = []
        func walk(_ folder: String, depth: Int) {
            guard depth < 32, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names where !skipped(name) {
                let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                var childIsDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child, isDirectory: &childIsDirectory) else { continue }
                if childIsDirectory.boolValue { walk(child, depth: depth + 1) } else if isCandidate(name) { found.append(child) }
            }
        }
        walk(path, depth: 0)
        return sorted(found)
    }

    /// Files below `path` among in-memory documents (tests), or nil when none is.
    static func list(_ path: String, in paths: [String]) -> [String]? {
        let prefix = ReadSession.normalize(path) + "/"
        let found = paths.filter { path in
            let normal = ReadSession.normalize(path)
            guard normal.hasPrefix(prefix), isCandidate(path) else { return false }
            return !normal.dropFirst(prefix.count).split(separator: "/").dropLast().contains { skipped(String($0)) }
        }
        return found.isEmpty ? nil : sorted(found)
    }

    static func sorted(_ paths: [String]) -> [String] {
        paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// `path` relative to `folder` with the token extension removed: a Tokens Studio set name.
    static func setName(_ path: String, relativeTo folder: String) -> String {
        var name = ReadSession.normalize(path)
        let prefix = folder.isEmpty ? "" : ReadSession.normalize(folder) + "/"
        if !prefix.isEmpty, name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        for ext in extensions where name.lowercased().hasSuffix(ext) {
            name = String(name.dropLast(ext.count))
            break
        }
        return name
    }
}

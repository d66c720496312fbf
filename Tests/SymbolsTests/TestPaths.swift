import Foundation

/// Locations the tests read, derived from this file's path (never from the machine's layout).
enum TestPaths {
    /// The package root: three folders above this file (`Tests/SymbolsTests/TestPaths.swift`).
    static let packageRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// `../shared/corpus/dev` next to the package.
    static let sharedCorpus = packageRoot + "/../shared/corpus/dev"

    /// Every `.svg` below `folder`, sorted, as full paths; nil when the folder does not exist.
    static func svgFiles(under folder: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
              let e = FileManager.default.enumerator(atPath: folder) else { return nil }
        return e.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }.sorted().map { folder + "/" + $0 }
    }
}

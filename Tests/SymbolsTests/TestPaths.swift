import Foundation

/// Where the tests find the package and the shared corpus: derived from this file's own path, so
/// the tests run the same from any checkout (never from absolute machine paths).
enum TestPaths {
    /// The package root: this file is `<root>/Tests/<Target>/TestPaths.swift`.
    static let packageRoot: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// `../shared` beside the package (format docs and the dev corpus).
    static var shared: String { packageRoot + "/../shared" }

    /// A folder of the shared dev corpus, e.g. `corpus("tokens")`; nil when it is not on this machine.
    static func corpus(_ relative: String) -> String? {
        let path = shared + "/corpus/dev/" + relative
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The message a test skips with when the shared corpus is missing.
    static func missingCorpus(_ relative: String) -> String {
        "the shared dev corpus is not at \(shared)/corpus/dev/\(relative); these tests need ../shared beside the package"
    }

    /// `../shared/corpus/dev` beside the package (whether or not it is there).
    static var sharedCorpus: String { shared + "/corpus/dev" }

    /// Every `.svg` below `folder`, sorted, as full paths; nil when the folder does not exist.
    static func svgFiles(under folder: String) -> [String]? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
              let e = FileManager.default.enumerator(atPath: folder) else { return nil }
        return e.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }.sorted().map { folder + "/" + $0 }
    }
}

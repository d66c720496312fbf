import Foundation
import KaimonoDesignSystem

/// Where this package's design system comes from: the source folders in the repository, and the
/// folder StylebookPlugin wrote the module's Swift and catalog into for this build.
enum GeneratedDesignSystem {
    struct Missing: Error, CustomStringConvertible { let description: String }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// The target's folder: hand-written Swift, stylebook.yml and the links to ../Kaimono's sources.
    static let targetFolder = packageRoot + "/Sources/KaimonoDesignSystem"
    /// The committed output of `stylebook build Examples/Kaimono` (the repository's golden files).
    static let committedFolder = packageRoot + "/../Kaimono/Generated"

    /// `<scratch>/plugins/outputs/…/KaimonoDesignSystem/…/StylebookPlugin/Generated` of the build
    /// that produced this test: found from the module's resource bundle, which SwiftPM puts in
    /// the products folder under the same scratch folder.
    static func pluginOutputFolder() throws -> String {
        let fm = FileManager.default
        var folder = KaimonoDesignSystem.resources.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent()
        while !fm.fileExists(atPath: folder.appendingPathComponent("plugins/outputs").path) {
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw Missing(description: "no plugins/outputs above \(KaimonoDesignSystem.resources.bundlePath)") }
            folder = parent
        }
        let outputs = folder.appendingPathComponent("plugins/outputs").path
        let walker = fm.enumerator(atPath: outputs)
        while let item = walker?.nextObject() as? String {
            if item.contains("/KaimonoDesignSystem/") && item.hasSuffix("/StylebookPlugin/Generated") { return outputs + "/" + item }
        }
        throw Missing(description: "no StylebookPlugin/Generated for KaimonoDesignSystem under \(outputs)")
    }

    /// Relative paths of the files under `folder`, sorted.
    static func files(under folder: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder)
        var files: [String] = []
        while let item = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isFolder), !isFolder.boolValue { files.append(item) }
        }
        return files.sorted()
    }
}

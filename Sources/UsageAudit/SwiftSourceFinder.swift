import Diagnostics
import Foundation

/// The `.swift` files named on the command line, folders searched recursively in a stable order.
public enum SwiftSourceFinder {
    /// Build products, dependencies and version control: never app sources.
    static let skippedFolders: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    public static func files(in paths: [String], diagnostics: inout DiagnosticList) -> [String] {
        let fm = FileManager.default
        var found: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else {
                diagnostics.append(.error("no such file or folder", at: Diagnostics.SourceLocation(file: path)))
                continue
            }
            guard isFolder.boolValue else {
                found.append(path)
                continue
            }
            found += swiftFiles(under: path)
        }
        return found
    }

    static func swiftFiles(under folder: String) -> [String] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return [] }
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") || name == "." {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                // Asset catalogs and bundles hold no Swift; symbolic links to folders are not followed.
                let isLink = (try? fm.destinationOfSymbolicLink(atPath: path)) != nil
                if !skippedFolders.contains(name), !name.hasSuffix(".xcassets"), !isLink { files += swiftFiles(under: path) }
            } else if name.hasSuffix(".swift") {
                files.append(path)
            }
        }
        return files
    }
}

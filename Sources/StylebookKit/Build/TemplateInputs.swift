import Diagnostics
import FileOutput
import Foundation

/// The template files `stylebook validate` checks for its arguments, so a team can point it at
/// what it has: a template file, an asset catalog, or a folder of exported templates.
public enum TemplateInputs {
    /// Folders nested deeper than this are not walked (a symbolic-link loop ends here).
    static let maximumDepth = 64

    /// A file is taken as given. A folder is walked (sorted, hidden entries skipped): the `.svg`
    /// files inside `.symbolset` folders are templates; a folder holding no symbol set at all is
    /// a folder of exported templates, and every `.svg` in it counts. Image sets' SVGs are not
    /// templates, which is why a catalog is read only through its symbol sets. A folder with no
    /// template is an error, so a wrong path cannot pass as "0 invalid".
    public static func files(for inputs: [String]) -> (files: [String], diagnostics: DiagnosticList) {
        var files: [String] = []
        var diagnostics = DiagnosticList()
        let fm = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(input)
                continue
            }
            var inSymbolSets: [String] = []
            var everySVG: [String] = []
            walk(input, depth: 0, insideSymbolSet: false, symbolSetTemplates: &inSymbolSets, svgs: &everySVG)
            let found = inSymbolSets.isEmpty ? everySVG : inSymbolSets
            if found.isEmpty {
                diagnostics.error("no SF Symbols template in this folder (looked for .svg files in .symbolset folders, then for any .svg)",
                                  at: SourceLocation(file: input))
            }
            files.append(contentsOf: found)
        }
        return (files, diagnostics)
    }

    private static func walk(_ folder: String, depth: Int, insideSymbolSet: Bool,
                             symbolSetTemplates: inout [String], svgs: inout [String]) {
        guard depth <= maximumDepth,
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) where !name.hasPrefix(".") {
            let path = FilePaths.join(folder, name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let symbolSet = FilePaths.pathExtension(name).lowercased() == "symbolset"
                walk(path, depth: depth + 1, insideSymbolSet: symbolSet,
                     symbolSetTemplates: &symbolSetTemplates, svgs: &svgs)
            } else if FilePaths.pathExtension(name).lowercased() == "svg" {
                if insideSymbolSet { symbolSetTemplates.append(path) }
                svgs.append(path)
            }
        }
    }
}

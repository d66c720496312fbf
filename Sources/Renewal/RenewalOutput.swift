import Diagnostics
import FileOutput
import Foundation

/// Writes `mapping.yml`, `RenewalSwitch.swift` and `report.html` into one folder, all or nothing.
/// An existing `mapping.yml` there is read first: its reviewed lines are kept.
public enum RenewalOutput {
    public struct Result: Sendable {
        public var suggestions: [RenewalSuggestion]
        public var files: [String]
    }

    public static func write(old: RenewalSide, new: RenewalSide, to folder: String) throws(DiagnosticError) -> Result {
        let mappingPath = FilePaths.join(folder, "mapping.yml")
        var kept: [RenewalSuggestion] = []
        if FileManager.default.fileExists(atPath: mappingPath) {
            guard let data = FileManager.default.contents(atPath: mappingPath), let text = String(data: data, encoding: .utf8) else {
                throw DiagnosticError(.error("cannot read the earlier mapping (not UTF-8 text)", at: SourceLocation(file: mappingPath)))
            }
            kept = try MappingFile.read(text, path: mappingPath).map(\.suggestion).filter(\.reviewed)
        }
        let suggestions = RenewalSuggester.suggest(old: old, new: new, kept: kept)
        let files = [
            (mappingPath, MappingFile.render(suggestions, old: old, new: new)),
            (FilePaths.join(folder, "RenewalSwitch.swift"), RenewalSwitchSwift.render(suggestions, old: old, new: new)),
            (FilePaths.join(folder, "report.html"), RenewalReport.render(suggestions, old: old, new: new)),
        ]
        var transaction = OutputTransaction()
        for (path, text) in files { transaction.write(text, to: path) }
        do { try transaction.commit() } catch {
            throw DiagnosticError(.error("cannot write: \(error)", at: SourceLocation(file: folder)))
        }
        return Result(suggestions: suggestions, files: files.map(\.0))
    }
}

import Diagnostics
import FileOutput
import Foundation

/// Writes `mapping.yml`, `RenewalSwitch.swift` and `report.html` into one folder, all or nothing.
/// An existing `mapping.yml` there is read first: its reviewed lines are kept.
public enum RenewalOutput {
    public struct Result: Sendable {
        public var suggestions: [RenewalSuggestion]
        public var files: [String]
        /// Reviewed lines that name a new token or icon the new side does not have.
        public var diagnostics = DiagnosticList()
    }

    public static func write(old: RenewalSide, new: RenewalSide, to folder: String) throws(DiagnosticError) -> Result {
        let mappingPath = FilePaths.join(folder, "mapping.yml")
        var kept: [RenewalSuggestion] = []
        var groups: [String: String] = [:]
        var diagnostics = DiagnosticList()
        if FileManager.default.fileExists(atPath: mappingPath) {
            guard let data = FileManager.default.contents(atPath: mappingPath), let text = String(data: data, encoding: .utf8) else {
                throw DiagnosticError(.error("cannot read the earlier mapping (not UTF-8 text)", at: SourceLocation(file: mappingPath)))
            }
            let all = try MappingFile.read(text, path: mappingPath)
            let entries = all.filter(\.suggestion.reviewed)
            kept = entries.map(\.suggestion)
            diagnostics = unknownTargets(entries, new: new)
            // Groups are a human's too, on reviewed lines and on lines still suggested.
            for entry in all { groups[groupKey(entry.suggestion)] = entry.suggestion.group }
        }
        var suggestions = RenewalSuggester.suggest(old: old, new: new, kept: kept)
        for index in suggestions.indices { suggestions[index].group = groups[groupKey(suggestions[index])] }
        diagnostics.append(contentsOf: sharedFlags(suggestions, at: SourceLocation(file: mappingPath)))
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
        return Result(suggestions: suggestions, files: files.map(\.0), diagnostics: diagnostics)
    }

    /// A warning when two group names give one `-D` flag (`Check out`, `check-out`): the flag
    /// turns both on.
    static func sharedFlags(_ suggestions: [RenewalSuggestion], at location: SourceLocation) -> DiagnosticList {
        var diagnostics = DiagnosticList()
        let names = RenewalSwitchSwift.groupNames(suggestions)
        let byFlag = Dictionary(grouping: names, by: RenewalGroupNaming.flag)
        for flag in byFlag.keys.sorted() where byFlag[flag]!.count > 1 {
            diagnostics.warning("groups " + byFlag[flag]!.map { "'\($0)'" }.joined(separator: " and ")
                                + " share the flag \(flag), which turns them all on", at: location)
        }
        return diagnostics
    }

    static func groupKey(_ suggestion: RenewalSuggestion) -> String { suggestion.kind.rawValue + " " + suggestion.old.dotted }

    /// A warning for each reviewed line whose `to` the new side does not have: it gets no switch
    /// accessor until it is corrected.
    static func unknownTargets(_ entries: [MappingFile.Entry], new: RenewalSide) -> DiagnosticList {
        var diagnostics = DiagnosticList()
        for entry in entries {
            guard let target = entry.suggestion.new else { continue }
            if !new.items(entry.suggestion.kind).contains(where: { $0.path == target }) {
                diagnostics.warning("'\(entry.suggestion.old.dotted)' is mapped to '\(target.dotted)', which the new design system does not have; "
                                    + "it gets no switch accessor", at: entry.location)
            }
        }
        return diagnostics
    }
}

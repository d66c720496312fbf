import Diagnostics
import Grammar

/// The documents a read involves, so positions can become `file:line:col`.
struct DocumentTable: Sendable {
    private(set) var sources: [SourceText] = []

    mutating func add(path: String, text: String) -> Int {
        sources.append(SourceText(path: path, text: text))
        return sources.count - 1
    }

    func path(_ file: Int) -> String {
        sources.indices.contains(file) ? sources[file].path : "<unknown>"
    }

    func location(_ pos: SourcePos) -> SourceLocation {
        guard sources.indices.contains(pos.file) else { return SourceLocation(file: "<unknown>") }
        if pos.line > 0 {
            return SourceLocation(file: sources[pos.file].path, line: pos.line, column: pos.column)
        }
        return sources[pos.file].location(of: pos.offset)
    }
}

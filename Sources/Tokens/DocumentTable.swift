import Diagnostics
import Foundation
import Grammar

/// The documents a read involves, so positions can become `file:line:col`.
///
/// Positions stay byte offsets while reading; a file's line index (`SourceText`) is built the
/// first time one of its positions is turned into a line and column, which for most files of a
/// clean read is never (a read of 100,000 tokens with no diagnostic builds none).
struct DocumentTable: Sendable {
    private(set) var sources: [LazySourceText] = []

    mutating func add(path: String, text: String) -> Int {
        sources.append(LazySourceText(path: path, text: text))
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

    /// `pos` as a location computed only when asked for (a token's `info.location`).
    func lazyLocation(_ pos: SourcePos) -> TokenLocation {
        guard sources.indices.contains(pos.file) else { return TokenLocation(SourceLocation(file: "<unknown>")) }
        if pos.line > 0 {
            return TokenLocation(SourceLocation(file: sources[pos.file].path, line: pos.line, column: pos.column))
        }
        return TokenLocation(source: sources[pos.file], offset: pos.offset)
    }
}

/// One document's text, with its line index built on first need and then kept.
final class LazySourceText: @unchecked Sendable {
    let path: String
    private let text: String
    // Guards `index`: appearances are resolved in parallel and any of them may report first.
    private let lock = NSLock()
    private var index: SourceText?

    init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// Whether the line index has been built (for tests: a clean read builds none).
    var isIndexed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return index != nil
    }

    func location(of offset: Int) -> SourceLocation {
        lock.lock()
        defer { lock.unlock() }
        if index == nil { index = SourceText(path: path, text: text) }
        return index!.location(of: offset)
    }
}

/// Where a token was written: a byte offset in its document, turned into `file:line:col` only
/// when a diagnostic (or a writer) reads it.
public struct TokenLocation: Sendable, Hashable {
    private let source: LazySourceText?
    private let offset: Int
    private let known: SourceLocation?

    init(_ location: SourceLocation) {
        self.source = nil
        self.offset = 0
        self.known = location
    }

    init(source: LazySourceText, offset: Int) {
        self.source = source
        self.offset = offset
        self.known = nil
    }

    /// The location, computed from the document's line index (built once, on first need).
    public var resolved: SourceLocation {
        known ?? source?.location(of: offset) ?? SourceLocation(file: "<unknown>")
    }

    /// False until the line and column were needed (then the document's index exists).
    var isComputed: Bool { source?.isIndexed ?? true }

    public static func == (a: TokenLocation, b: TokenLocation) -> Bool {
        if let sa = a.source, let sb = b.source, sa === sb { return a.offset == b.offset }
        return a.resolved == b.resolved
    }

    public func hash(into hasher: inout Hasher) {
        // The file alone: equal locations share it however each was computed.
        hasher.combine(known?.file ?? source?.path)
    }
}

/// How serious a diagnostic is. Errors make the command exit non-zero.
public enum Severity: String, Sendable, Hashable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A place in a source file. Line and column are 1-based; either may be unknown.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, dropping the parts that are unknown.
    public var description: String {
        var text = ControlCharacters.escaped(file)
        if let line {
            text += ":\(line)"
            if let column { text += ":\(column)" }
        }
        return text
    }
}

/// One message about the input, rendered the way Xcode shows it inline:
/// `path:line:col: error: message`.
///
/// The message never holds control characters: a token name with ESC or BEL bytes would otherwise
/// reach the terminal as an escape sequence. They are escaped once, here, for every output format.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public var severity: Severity
    public var message: String {
        didSet { message = ControlCharacters.escaped(message) }
    }
    public var location: SourceLocation?
    /// The setting that fixes it, shown after `message` (see `text(hints:)`).
    public var hint: DiagnosticHint?

    public init(_ severity: Severity, _ message: String, at location: SourceLocation? = nil, hint: DiagnosticHint? = nil) {
        self.severity = severity
        self.message = ControlCharacters.escaped(message)
        self.location = location
        self.hint = hint
    }

    public static func error(_ message: String, at location: SourceLocation? = nil, hint: DiagnosticHint? = nil) -> Diagnostic {
        Diagnostic(.error, message, at: location, hint: hint)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil, hint: DiagnosticHint? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: location, hint: hint)
    }

    public static func note(_ message: String, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    public var isError: Bool { severity == .error }

    /// The message followed by its hint in the given form (the message alone without a hint).
    public func text(hints form: DiagnosticHint.Form = .both) -> String {
        guard let hint else { return message }
        return message + " " + ControlCharacters.escaped(hint.text(form))
    }

    public var description: String { line(hints: .both) }

    /// `path:line:col: severity: message hint`, the hint in `form`.
    public func line(hints form: DiagnosticHint.Form) -> String {
        if let location {
            return "\(location): \(severity.rawValue): \(text(hints: form))"
        }
        return "\(severity.rawValue): \(text(hints: form))"
    }
}

/// An ordered list of diagnostics collected while reading or writing.
public struct DiagnosticList: Sendable, Hashable, Sequence {
    public private(set) var items: [Diagnostic] = []

    public init(_ items: [Diagnostic] = []) { self.items = items }

    public mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }
    public mutating func append(contentsOf other: DiagnosticList) { items.append(contentsOf: other.items) }
    public mutating func append(contentsOf other: [Diagnostic]) { items.append(contentsOf: other) }

    public mutating func error(_ message: String, at location: SourceLocation? = nil, hint: DiagnosticHint? = nil) {
        items.append(.error(message, at: location, hint: hint))
    }

    public mutating func warning(_ message: String, at location: SourceLocation? = nil, hint: DiagnosticHint? = nil) {
        items.append(.warning(message, at: location, hint: hint))
    }

    public var hasErrors: Bool { items.contains { $0.isError } }
    public var errors: [Diagnostic] { items.filter(\.isError) }
    public var warnings: [Diagnostic] { items.filter { $0.severity == .warning } }
    public var isEmpty: Bool { items.isEmpty }
    public var count: Int { items.count }

    public func makeIterator() -> IndexingIterator<[Diagnostic]> { items.makeIterator() }

    /// One diagnostic per line, in the order they were found.
    public var rendered: String { items.map(\.description).joined(separator: "\n") }
}

/// Thrown when a step cannot go on; carries everything found so far.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: DiagnosticList

    public init(_ diagnostics: DiagnosticList) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = DiagnosticList([diagnostic]) }

    public var description: String { diagnostics.rendered }
}

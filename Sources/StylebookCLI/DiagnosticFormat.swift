import Diagnostics
import Grammar
import Foundation

/// How diagnostics are printed: `text` for people and Xcode (`file:line:col: error: message`),
/// `json` for tools (one JSON object per line, then a summary object), `github` for GitHub
/// Actions workflow annotations (`::error file=…,line=…,col=…::message`).
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case text, json, github

    /// The compiler-style line; with `colour`, the severity word is coloured (ANSI). A setting
    /// hint follows the message in the form `hints` names.
    public static func text(_ diagnostic: Diagnostic, colour: Bool, hints: DiagnosticHint.Form = .both) -> String {
        guard colour else { return diagnostic.line(hints: hints) }
        let code: String
        switch diagnostic.severity {
        case .error: code = "\u{1B}[1;31m"
        case .warning: code = "\u{1B}[1;33m"
        case .note: code = "\u{1B}[1;36m"
        }
        let word = code + diagnostic.severity.rawValue + ":\u{1B}[0m"
        if let location = diagnostic.location { return "\u{1B}[1m\(location):\u{1B}[0m \(word) \(diagnostic.text(hints: hints))" }
        return "\(word) \(diagnostic.text(hints: hints))"
    }

    /// `{"column":3,"file":"…","line":2,"message":"…","severity":"error","type":"diagnostic"}`,
    /// keys sorted; unknown line, column or file are left out.
    public static func json(_ diagnostic: Diagnostic, hints: DiagnosticHint.Form = .both) -> String {
        var fields: [(String, String)] = [("type", jsonString("diagnostic")), ("severity", jsonString(diagnostic.severity.rawValue)),
                                          ("message", jsonString(diagnostic.text(hints: hints)))]
        if let location = diagnostic.location {
            fields.append(("file", jsonString(location.file)))
            if let line = location.line { fields.append(("line", String(line))) }
            if let column = location.column { fields.append(("column", String(column))) }
        }
        return jsonObject(fields)
    }

    /// The closing object: `{"errors":0,"message":"…","type":"summary","warnings":2,…counts}`.
    public static func jsonSummary(message: String, errors: Int, warnings: Int, counts: [String: Int] = [:]) -> String {
        var fields: [(String, String)] = [("type", jsonString("summary")), ("message", jsonString(message)),
                                          ("errors", String(errors)), ("warnings", String(warnings))]
        for (key, value) in counts { fields.append((key, String(value))) }
        return jsonObject(fields)
    }

    /// A workflow command. `relativeTo`: paths under this folder are made relative to it, as
    /// GitHub matches annotation paths against the repository checkout.
    public static func github(_ diagnostic: Diagnostic, relativeTo base: String? = nil, hints: DiagnosticHint.Form = .both) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location {
            var file = location.file
            if let base, file.hasPrefix(base + "/") { file = String(file.dropFirst(base.count + 1)) }
            properties.append("file=" + githubEscape(file, property: true))
            if let line = location.line { properties.append("line=\(line)") }
            if let column = location.column { properties.append("col=\(column)") }
        }
        return "::" + command + (properties.isEmpty ? "" : " " + properties.joined(separator: ",")) + "::"
            + githubEscape(diagnostic.text(hints: hints), property: false)
    }

    /// GitHub's escaping for workflow command data and properties.
    static func githubEscape(_ text: String, property: Bool) -> String {
        var out = text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        if property {
            out = out.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return out
    }

    static func jsonObject(_ fields: [(String, String)]) -> String {
        "{" + fields.sorted { $0.0 < $1.0 }.map { jsonString($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// One JSON string literal, written as every other JSON the tools write (`Grammar.JSONText`).
    static func jsonString(_ text: String) -> String { JSONText.quoted(text) }
}

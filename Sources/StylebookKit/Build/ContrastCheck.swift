import Diagnostics
import Foundation
import Tokens

/// Runs the contrast rules of a lint file against a token set.
public enum ContrastCheck {
    public struct Report: Sendable {
        public var diagnostics: DiagnosticList
        public var pairsChecked: Int
        public var failures: Int
    }

    public static func run(_ tokens: TokenSet, configPath: String) throws(DiagnosticError) -> Report {
        guard let data = FileManager.default.contents(atPath: configPath), let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError(.error("cannot read lint config", at: SourceLocation(file: configPath)))
        }
        let config = try TokenLintConfig.parse(yaml: text, path: configPath)
        let results = ContrastLint.check(tokens, config: config)
        let diagnostics = ContrastLint.diagnostics(for: results, config: config)
        return Report(diagnostics: diagnostics, pairsChecked: results.count, failures: results.filter { !$0.passes }.count)
    }
}

import Diagnostics
import Foundation
import SwiftGenTemplates
import SwiftOutput
import Tokens

/// A team's Stencil template that writes the token or symbol Swift instead of the built-in
/// emitter (`--template` + `--param`, `swift-template` + `params` in stylebook.yml). The catalog
/// is written as without it. Contexts: `TokenTemplateContext`, `SymbolTemplateContext`
/// (docs/templates.md).
public struct SwiftTemplate: Sendable, Hashable {
    /// The template file.
    public var path: String
    /// `KEY=VALUE` (or bare `KEY` for true), as `stylebook assets --param` takes them.
    public var parameters: [String]
    /// Where the template was named (its stylebook.yml line); a missing file is reported there.
    public var location: SourceLocation?

    public init(path: String, parameters: [String] = [], location: SourceLocation? = nil) {
        self.path = path
        self.parameters = parameters
        self.location = location
    }

    /// What decides the output besides the model: the template's bytes and the parameters, for
    /// the build cache (editing the template rebuilds; an unchanged one keeps a no-op a no-op).
    public var fingerprint: String {
        let bytes = FileManager.default.contents(atPath: path).map { ContentHash.hex($0) } ?? "missing"
        return "template:" + path + "\n" + bytes + "\n" + parameters.joined(separator: "\n")
    }

    /// The Swift for a shaped token set under `options` (naming, access, type names, namespace).
    public func render(tokens: TokenSet, options: SwiftOutputOptions) -> SwiftOutputFile {
        render { TokenTemplateContext.make(tokens: tokens, options: options, parameters: $0) }
    }

    /// The Swift for a symbol set.
    public func render(symbols: [SymbolTemplateInput], options: SwiftOutputOptions) -> SwiftOutputFile {
        render { SymbolTemplateContext.make(symbols: symbols, options: options, parameters: $0) }
    }

    private func render(_ context: ([String: Any]) -> [String: Any]) -> SwiftOutputFile {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            let message = "the Swift template '\(path)' is not a file that exists; nothing was written"
            return SwiftOutputFile(text: "", diagnostics: DiagnosticList([.error(message, at: location ?? SourceLocation(file: path, line: 1, column: 1))]))
        }
        do throws(DiagnosticError) {
            let text = try TemplateRenderer.render(templatePath: path, context: context(SwiftGenContext.parameters(parameters)))
            // Generated Swift ends with a line break, whatever the template's last line.
            return SwiftOutputFile(text: text.isEmpty || text.hasSuffix("\n") ? text : text + "\n")
        } catch {
            return SwiftOutputFile(text: "", diagnostics: error.diagnostics)
        }
    }

    /// Rendering-mode layers in a symbol template: the distinct `monochrome-N` classes it defines.
    /// Scans the UTF-8 bytes directly: Foundation's `range(of:)` was a quarter of the CPU time of
    /// a build with one changed icon among thousands (every template is scanned on each build).
    static func layerCount(ofTemplate text: String) -> Int {
        let marker = Array("monochrome-".utf8)
        var indices = Set<[UInt8]>()
        var text = text
        text.withUTF8 { bytes in
            var i = 0
            let end = bytes.count - marker.count
            while i <= end {
                guard bytes[i] == marker[0], marker.indices.allSatisfy({ bytes[i + $0] == marker[$0] }) else {
                    i += 1
                    continue
                }
                i += marker.count
                var digits: [UInt8] = []
                while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 {
                    digits.append(bytes[i])
                    i += 1
                }
                if !digits.isEmpty { indices.insert(digits) }
            }
        }
        return indices.count
    }
}

import Diagnostics
import Foundation
@preconcurrency import Stencil
import PathKit

/// Renders a Stencil template with StencilSwiftKit's tags and filters and one of two whitespace
/// rules (`Whitespace`).
public enum TemplateRenderer {
    /// How the text around tags is kept.
    public enum Whitespace: Sendable {
        /// SwiftGen 6.6 (StencilSwiftKit 2.10 on Stencil 0.15, "smart" trimming): spaces and tabs
        /// before a block tag (`{% … %}`) go, and so do spaces, tabs and one line break after it.
        /// A line holding only tags leaves nothing, a blank line written in the template stays even
        /// inside `{% filter indent %}`, and text after a tag on the same line joins the next line.
        case swiftGen
        /// Stylebook's template rule (StencilSwiftKit up to 2.9): tags are left as they are, then
        /// every line holding only spaces and tabs is removed while blank lines written in the
        /// template are kept (marked before rendering, so a filter that splits lines loses them).
        case tagLines
    }

    /// Renders the template file with `context`; a syntax or rendering error is a diagnostic at
    /// the template (with its line when Stencil reports one).
    public static func render(templatePath: String, context: [String: Any], whitespace: Whitespace = .tagLines) throws(DiagnosticError) -> String {
        guard let data = FileManager.default.contents(atPath: templatePath), let text = String(data: data, encoding: .utf8) else {
            throw DiagnosticError(.error("cannot read the template", at: SourceLocation(file: templatePath)))
        }
        let folder = templatePath.contains("/") ? String(templatePath[..<templatePath.lastIndex(of: "/")!]) : "."
        return try render(template: text, name: templatePath, includeFolder: folder, context: context, whitespace: whitespace)
    }

    public static func render(template text: String, name: String, includeFolder: String? = nil, context: [String: Any],
                              whitespace: Whitespace = .tagLines) throws(DiagnosticError) -> String {
        let ext = Extension()
        StencilSwiftTags.register(in: ext)
        StencilSwiftFilters.register(in: ext)
        let loader = includeFolder.map { FileSystemLoader(paths: [Path($0)]) }
        let environment = switch whitespace {
        case .swiftGen: Environment(loader: loader, extensions: [ext], trimBehaviour: .smart)
        case .tagLines: Environment(loader: loader, extensions: [ext], templateClass: BlankLineKeepingTemplate.self)
        }
        // Stencil only lets tags store variables when the context has a level of its own.
        var context = context
        if context["param"] == nil { context["param"] = [String: Any]() }
        do {
            let template = environment.templateClass.init(templateString: text, environment: environment, name: name)
            return try template.render(context)
        } catch let error as TemplateSyntaxError {
            var location = SourceLocation(file: name)
            if let token = error.token {
                location.line = Int(token.sourceMap.location.lineNumber)
                location.column = Int(token.sourceMap.location.lineOffset) + 1
            }
            throw DiagnosticError(.error("template: \(error.reason)", at: location))
        } catch {
            throw DiagnosticError(.error("template: \(error)", at: SourceLocation(file: name)))
        }
    }

    /// Marks the template's own blank lines with a vertical tab so they survive the clean-up.
    static func markBlankLines(_ text: String) -> String {
        text.replacingOccurrences(of: "\n\n", with: "\n\u{0B}\n").replacingOccurrences(of: "\n\n", with: "\n\u{0B}\n")
    }

    /// Removes every line that holds only spaces and tabs, then restores the marked blank lines.
    static func removeTagLines(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A run "\n(blank\n)+" collapses to one "\n": drop blank lines that follow a line break.
        var kept: [Substring] = []
        kept.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" }
            // Only lines that have a newline after them can be removed ("\n" + blank + "\n").
            if index > 0, index < lines.count - 1, isBlank { continue }
            kept.append(line)
        }
        lines = kept
        out = lines.joined(separator: "\n")
        return out.replacingOccurrences(of: "\n\u{0B}\n", with: "\n\n").replacingOccurrences(of: "\n\u{0B}\n", with: "\n\n")
    }
}

/// A template whose source blank lines are kept and whose tag-only lines are dropped.
final class BlankLineKeepingTemplate: Template, @unchecked Sendable {
    required init(templateString: String, environment: Environment? = nil, name: String? = nil) {
        super.init(templateString: TemplateRenderer.markBlankLines(templateString), environment: environment, name: name)
    }

    override func render(_ dictionary: [String: Any]? = nil) throws -> String {
        let raw = try super.render(dictionary)
        return TemplateRenderer.removeTagLines(raw)
    }
}

import ArgumentParser
import Diagnostics
import FileOutput
import FontFiles
import Foundation
import StylebookCLI
import StylebookKit
import SwiftGenTemplates
import SwiftOutput
import Tokens

struct FontsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts",
        abstract: "Read font files into typed Swift: families, faces, registration, SwiftUI/UIKit/AppKit fonts.",
        discussion: """
        Reads every .ttf, .otf, .ttc/.otc, .woff and .woff2 file in the folders (or the files given) \
        and writes one Swift file: `Fonts.Inter.bold` with its PostScript name and weight, \
        `.font(size:relativeTo:)` (SwiftUI), `.uiFont(size:relativeTo:)` (UIKit, scaled with \
        UIFontMetrics), `.nsFont(size:)` (AppKit), and `Fonts.register()`, which registers the files \
        with Core Text from the app or package bundle once, on first use. --plist prints the \
        Info.plist UIAppFonts entry instead, for apps that register fonts that way. With --template, \
        a SwiftGen fonts Stencil template is rendered with SwiftGen's fonts context instead of \
        Stylebook's Swift. A malformed font is an error naming the file and the table. See docs/fonts.md.

        Example: stylebook fonts App/Fonts --swift App/Generated/Fonts.swift
        """
    )

    @Argument(help: "Font files, or folders searched for them.")
    var paths: [String]

    @Option(help: "Swift file to write.")
    var swift: String?

    @Flag(help: "Print the Info.plist UIAppFonts entry for the fonts (on standard output).")
    var plist = false

    @Option(help: "A Stencil template using SwiftGen's fonts context (e.g. SwiftGen's swift5 fonts template or a team's).")
    var template: String?

    @Option(name: .customLong("param"), help: ArgumentHelp("A template parameter, as SwiftGen takes them: KEY=VALUE (enumName=FontFamily), KEY alone for true. Repeatable.", valueName: "key=value"))
    var parameters: [String] = []

    @Option(name: .customLong("tokens"), help: ArgumentHelp("Token files or folders whose text styles are checked against the fonts: a missing weight is a warning naming the faces that exist, a family neither shipped nor a system font an error. Repeatable.", valueName: "path"))
    var tokenPaths: [String] = []

    @Option(name: .customLong("enum-name"), help: ArgumentHelp("The generated enum (default Fonts).", valueName: "name"))
    var enumName = "Fonts"

    @Option(help: ArgumentHelp("Bundle the font files are registered from: automatic (Bundle.module under SwiftPM, else the app; default), main or module."))
    var bundle = "automatic"

    @Flag(help: "Make generated Swift public.")
    var `public` = false

    @OptionGroup var output: OutputOptions

    func validate() throws {
        if paths.isEmpty { throw ValidationError("give at least one font file or folder") }
        if swift == nil && !plist { throw ValidationError("give --swift FILE, --plist, or both") }
        if template != nil && swift == nil { throw ValidationError("--template needs --swift FILE to write the rendered template to") }
        if FontSwiftEmitter.BundleChoice(rawValue: bundle) == nil {
            throw ValidationError("--bundle must be automatic, main or module, not '\(bundle)'")
        }
        if !SwiftIdentifier.isPlainIdentifier(enumName) || SwiftIdentifier.typeName(enumName) != enumName {
            throw ValidationError("--enum-name '\(enumName)' is not a plain Swift type name")
        }
    }

    func run() throws {
        let printer = output.printer
        let (library, read) = FontFileReader.library(paths)
        var diagnostics = read
        let resources = FontSwiftEmitter.resourceNames(library)
        diagnostics.append(contentsOf: FontsCommand.clashingFileNames(library))
        if !diagnostics.hasErrors && library.faces.isEmpty { diagnostics.error("no font faces found in \(paths.joined(separator: ", "))") }
        if !tokenPaths.isEmpty && !diagnostics.hasErrors {
            do {
                let read = try TokenReader.read(files: tokenPaths)
                diagnostics.append(contentsOf: read.diagnostics)
                diagnostics.append(contentsOf: FontsCommand.checkTextStyles(read.tokens.textStyles, library))
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        try printer.finish(diagnostics)
        var changed = 0
        if let swift {
            let text: String
            if let template {
                var context = library.swiftGenContext(inputs: paths)
                context["param"] = SwiftGenContext.parameters(parameters)
                text = try orExit(printer) { () throws(DiagnosticError) in
                    try TemplateRenderer.render(templatePath: template, context: context, whitespace: .swiftGen)
                }
            } else {
                let emitter = FontSwiftEmitter(accessLevel: `public` ? .public : .internal, enumName: enumName,
                                               bundle: FontSwiftEmitter.BundleChoice(rawValue: bundle) ?? .automatic)
                text = emitter.emit(library)
            }
            var transaction = OutputTransaction()
            transaction.write(text, to: swift)
            do {
                changed = try transaction.commit().count
            } catch {
                printer.print(DiagnosticList([.error("cannot write: \(error.reason)", at: SourceLocation(file: error.path))]))
                throw ExitCode.failure
            }
        }
        if plist { print(FontsCommand.infoPlistEntry(resources), terminator: "") }
        output.status("\(library.faces.count) face(s) in \(library.families.count) famil\(library.families.count == 1 ? "y" : "ies") "
                      + "from \(library.files.count) file(s); \(changed) file(s) changed")
    }

    /// Each text style's families and weight against the fonts (rules in docs/fonts.md).
    static func checkTextStyles(_ styles: [TextStyleToken], _ library: FontLibrary) -> [Diagnostic] {
        let resolution = TextStyleFonts.resolve(styles, library)
        return resolution.diagnostics + TextStyleFonts.missingGlyphs(resolution, library)
    }

    /// Two files with one name would be one resource in the bundle: an error naming both.
    static func clashingFileNames(_ library: FontLibrary) -> [Diagnostic] {
        library.clashingFileNames().map { clash in
            .error("font file name '\(clash.name)' is also used by \(clash.files.dropFirst().joined(separator: ", ")); "
                   + "a bundle holds one file per name, so rename one", at: SourceLocation(file: clash.files[0]))
        }
    }

    /// `<key>UIAppFonts</key>` and its array, tab-indented as Xcode writes Info.plist.
    static func infoPlistEntry(_ names: [String]) -> String {
        var text = "<key>UIAppFonts</key>\n<array>\n"
        for name in names { text += "\t<string>\(escapeXML(name))</string>\n" }
        return text + "</array>\n"
    }

    private static func escapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

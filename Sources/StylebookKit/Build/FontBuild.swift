import Diagnostics
import FontFiles
import Foundation
import StyleGuide
import SwiftOutput
import Tokens

/// `fonts:` in stylebook.yml, as one self-contained build part: read the team's font files, give
/// the text styles their faces and cascades, and plan the fonts Swift file (docs/fonts.md).
///
/// The part runs in two steps around the token build: `read` before it (the text styles need
/// the fonts), `plan` after it (the Swift carries the text styles' cascades).
public enum FontBuild {
    /// The fonts read for a build, and what reading them found.
    public struct Fonts: Sendable {
        public var library: FontLibrary
        public var diagnostics: DiagnosticList
        /// `fonts.scripts`: the text styles' per-script fonts, checked when the tokens are resolved.
        public var scripts: [TextStyleFonts.ScriptRequest] = []
    }

    /// Reads `fonts.files`. A missing path, a folder without fonts and two files of one name are
    /// errors at their stylebook.yml line; a malformed font is an error at the font file.
    public static func read(_ config: ProjectConfig) -> Fonts? {
        guard let fonts = config.fonts else { return nil }
        var diagnostics = DiagnosticList()
        let at = config.location(of: "fonts.files")
        for file in fonts.files where !FileManager.default.fileExists(atPath: config.resolve(file)) {
            diagnostics.error("fonts.files: no such font file or folder '\(file)'", at: at)
        }
        guard !diagnostics.hasErrors else { return Fonts(library: FontLibrary(faces: []), diagnostics: diagnostics) }
        let (library, read) = FontFileReader.library(fonts.files.map(config.resolve))
        diagnostics.append(contentsOf: read)
        for clash in library.clashingFileNames() {
            diagnostics.error("fonts.files: font file name '\(clash.name)' is used by \(clash.files.joined(separator: " and ")); "
                              + "a bundle holds one file per name, so rename one", at: at)
        }
        if fonts.scripts.isEmpty == false && config.tokens == nil {
            diagnostics.error("fonts.scripts names text styles, but the project has no tokens (tokens.files)", at: config.location(of: "fonts.scripts"))
        }
        if !diagnostics.hasErrors && library.faces.isEmpty {
            diagnostics.error("fonts.files: no font faces found in \(fonts.files.joined(separator: ", "))", at: at)
        }
        return Fonts(library: library, diagnostics: diagnostics, scripts: TextStyleFonts.scriptRequests(config))
    }

    /// The token set with each text style given its face (`postScriptName`), the cascades, and
    /// the warnings and errors found, glyph coverage of sample texts included.
    public static func resolve(_ tokens: TokenSet, with fonts: Fonts) -> (tokens: TokenSet, cascades: [TextStyleCascade], diagnostics: [Diagnostic]) {
        let resolution = TextStyleFonts.resolve(tokens.textStyles, fonts.library)
        var resolved = tokens
        resolved.textStyles = resolution.textStyles
        var cascades = resolution.cascades
        // A component's text style (`label.price.textStyle`, usually a reference to a checked
        // style) gets its face and cascade too; its warnings would repeat the style's, so they are not given.
        for index in resolved.components.indices {
            for (key, style) in resolved.components[index].textStyles {
                let own = TextStyleFonts.resolve([style], fonts.library)
                resolved.components[index].textStyles[key] = own.textStyles[0]
                cascades += own.cascades
            }
        }
        // Component text styles (`label.price.textStyle`) can be named too: each is a style of its own.
        let componentStyles = resolved.components.flatMap { component in component.textStyles.keys.sorted().compactMap { component.textStyles[$0] } }
        let scripts = TextStyleFonts.scriptFonts(fonts.scripts, styles: resolved.textStyles + componentStyles, fonts.library)
        cascades = withScripts(cascades, scripts.byStyle)
        var checked = resolution
        checked.cascades = withScripts(resolution.cascades, scripts.byStyle)
        return (resolved, cascades, resolution.diagnostics + scripts.diagnostics + TextStyleFonts.missingGlyphs(checked, fonts.library))
    }

    /// The cascades with each style's script fonts added (a style with script fonts and no
    /// fallbacks gets a cascade of its own); one cascade per style, the first kept.
    static func withScripts(_ cascades: [TextStyleCascade], _ scripts: [String: [TextStyleCascade.ScriptFont]]) -> [TextStyleCascade] {
        var result: [TextStyleCascade] = []
        var seen: Set<String> = []
        for var cascade in cascades where seen.insert(cascade.style).inserted {
            cascade.scripts = scripts[cascade.style] ?? []
            result.append(cascade)
        }
        for (style, fonts) in scripts.sorted(by: { $0.key < $1.key }) where !seen.contains(style) && !fonts.isEmpty {
            result.append(TextStyleCascade(style: style, fallbacks: [], scripts: fonts))
        }
        return result
    }

    /// What the build cache compares: every font file's path and content hash, and the settings.
    public static func fingerprint(_ fonts: Fonts) -> String {
        var hash = ContentHash()
        for file in fonts.library.files {
            hash.update(field: file)
            hash.update(field: FileManager.default.contents(atPath: file).map { ContentHash.hex($0) } ?? "-")
        }
        return hash.finalizeHex()
    }

    /// Adds the fonts Swift file (when `fonts.swift` is set) to `output`.
    public static func plan(_ fonts: Fonts, cascades: [TextStyleCascade], config: ProjectConfig, into output: inout BuildOutput) {
        guard let settings = config.fonts, let swift = settings.swift else { return }
        let bundle: FontSwiftEmitter.BundleChoice
        switch config.code.bundle {
        case .main: bundle = .main
        case .module: bundle = .module
        case .automatic, .forClass: bundle = .automatic
        }
        let emitter = FontSwiftEmitter(accessLevel: config.code.access, enumName: settings.enumName, bundle: bundle)
        output.addFile(emitter.emit(fonts.library, cascades: cascades), at: config.resolve(swift))
    }

    /// The faces the guide can show with `@font-face`: single fonts and a collection's first
    /// member (browsers load only that one from a `.ttc`).
    public static func webFonts(_ library: FontLibrary) -> [GuideWebFont] {
        library.faces.filter { $0.index == 0 }.map { face in
            GuideWebFont(postScriptName: face.postScriptName, family: face.family, weight: face.weight, isItalic: face.isItalic,
                         sourcePath: face.file, fileName: FontSwiftEmitter.resourceNames(FontLibrary(faces: [face]))[0])
        }
    }
}

import FontFiles

/// A text style's fallback fonts: the fonts after the first one of its `fontFamily` list, for the
/// characters the first one lacks (Kurashiru's "digits from one font, the rest from another").
public struct TextStyleCascade: Sendable, Hashable {
    /// One fallback: a shipped face by PostScript name, or an installed (system) family by name.
    public enum Fallback: Sendable, Hashable {
        case face(String)
        case family(String)
    }

    /// A font for one script or character set only (`numbers`, `ja`: `FontScripts`), from
    /// stylebook.yml's `fonts.scripts`.
    public struct ScriptFont: Sendable, Hashable {
        /// The `FontScripts` key.
        public var script: String
        public var font: Fallback

        public init(script: String, font: Fallback) {
            (self.script, self.font) = (script, font)
        }
    }

    /// The text style's name as generated (`StylebookTextStyle.name`, the dotted token path).
    public var style: String
    public var fallbacks: [Fallback]
    /// Fonts that come before the style's own face, each for its script's characters.
    public var scripts: [ScriptFont]

    public init(style: String, fallbacks: [Fallback], scripts: [ScriptFont] = []) {
        (self.style, self.fallbacks, self.scripts) = (style, fallbacks, scripts)
    }
}

/// The text-style part of the fonts file: each style's cascade and script fonts as data, and
/// accessors on the generated `StylebookTextStyle` that register the fonts first and apply them
/// (`FontSwiftEmitter+CascadeAccessors.swift`).
extension FontSwiftEmitter {
    /// The fonts file with the cascades appended (nothing is appended without any).
    public func emit(_ library: FontLibrary, cascades: [TextStyleCascade]) -> String {
        let base = emit(library)
        var seen: Set<String> = []
        let cascades = cascades.filter { seen.insert($0.style).inserted }.sorted { $0.style < $1.style }
        guard cascades.contains(where: { !$0.fallbacks.isEmpty || !$0.scripts.isEmpty }) else { return base }
        let a = accessLevel == .public ? "public " : ""
        var out = SwiftSourceWriter()
        out.line()
        out.block("extension \(enumName)") { out in
            out.docComment("A font a text style falls back to for characters its face lacks.")
            out.line("\(a)enum Fallback: Hashable, Sendable { case face(String), family(String) }")
            emitScriptFontType(&out, access: a)
            out.docComment("Text style name → the fonts after its first one, in its fontFamily order.")
            out.line("\(a)static let textStyleCascades: [String: [Fallback]] = [" + (cascades.contains { !$0.fallbacks.isEmpty } ? "" : ":]"))
            for cascade in cascades where !cascade.fallbacks.isEmpty {
                out.line("    \(SwiftLiteral.string(cascade.style)): [\(cascade.fallbacks.map(Self.literal).joined(separator: ", "))],")
            }
            if cascades.contains(where: { !$0.fallbacks.isEmpty }) { out.line("]") }
            out.docComment("Text style name → fonts for one script each (stylebook.yml `fonts.scripts`), before the style's face.")
            out.line("\(a)static let textStyleScriptFonts: [String: [ScriptFont]] = [" + (cascades.contains { !$0.scripts.isEmpty } ? "" : ":]"))
            for cascade in cascades where !cascade.scripts.isEmpty {
                let fonts = cascade.scripts.map { font in
                    let ranges = (FontScripts.script(font.script)?.ranges ?? []).map { "0x\(hex($0.lowerBound))...0x\(hex($0.upperBound))" }
                    return "ScriptFont(script: \(SwiftLiteral.string(font.script)), font: \(Self.literal(font.font)), ranges: [\(ranges.joined(separator: ", "))])"
                }
                out.line("    \(SwiftLiteral.string(cascade.style)): [\(fonts.joined(separator: ", "))],")
            }
            if cascades.contains(where: { !$0.scripts.isEmpty }) { out.line("]") }
        }
        return base + out.text + "\n" + Self.cascadeAccessors(enumName: enumName, access: a)
    }

    static func literal(_ fallback: TextStyleCascade.Fallback) -> String {
        switch fallback {
        case .face(let name): return ".face(\(SwiftLiteral.string(name)))"
        case .family(let name): return ".family(\(SwiftLiteral.string(name)))"
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func emitScriptFontType(_ out: inout SwiftSourceWriter, access a: String) {
        out.docComment("A font for one script or character set of a text style (`numbers`, `ja`), and the code points it draws.")
        out.block("\(a)struct ScriptFont: Hashable, Sendable") { out in
            out.line("\(a)let script: String")
            out.line("\(a)let font: Fallback")
            out.line("\(a)let ranges: [ClosedRange<UInt32>]")
            out.docComment("`ranges` as the character set a font descriptor's `characterSet` attribute takes.")
            out.block("\(a)var characterSet: CharacterSet") { out in
                out.line("var set = CharacterSet()")
                out.block("for range in ranges") { out in
                    out.block("if let lower = Unicode.Scalar(range.lowerBound), let upper = Unicode.Scalar(range.upperBound)") { out in
                        out.line("set.insert(charactersIn: lower...upper)")
                    }
                }
                out.line("return set")
            }
        }
    }
}

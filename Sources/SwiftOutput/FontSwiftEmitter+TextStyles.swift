import FontFiles

/// A text style's fallback fonts: the fonts after the first one of its `fontFamily` list, for the
/// characters the first one lacks (Kurashiru's "digits from one font, the rest from another").
public struct TextStyleCascade: Sendable, Hashable {
    /// One fallback: a shipped face by PostScript name, or an installed (system) family by name.
    public enum Fallback: Sendable, Hashable {
        case face(String)
        case family(String)
    }

    /// The text style's name as generated (`StylebookTextStyle.name`, the dotted token path).
    public var style: String
    public var fallbacks: [Fallback]

    public init(style: String, fallbacks: [Fallback]) {
        (self.style, self.fallbacks) = (style, fallbacks)
    }
}

/// The text-style part of the fonts file: each style's cascade as data, and accessors on the
/// generated `StylebookTextStyle` that register the fonts first and apply the cascade.
extension FontSwiftEmitter {
    /// The fonts file with the cascades appended (nothing is appended without any).
    public func emit(_ library: FontLibrary, cascades: [TextStyleCascade]) -> String {
        let base = emit(library)
        guard !cascades.isEmpty else { return base }
        let a = accessLevel == .public ? "public " : ""
        var out = SwiftSourceWriter()
        out.line()
        out.block("extension \(enumName)") { out in
            out.docComment("A font a text style falls back to for characters its face lacks.")
            out.line("\(a)enum Fallback: Hashable, Sendable { case face(String), family(String) }")
            out.docComment("Text style name → the fonts after its first one, in its fontFamily order.")
            out.line("\(a)static let textStyleCascades: [String: [Fallback]] = [")
            for cascade in cascades.sorted(by: { $0.style < $1.style }) {
                let items = cascade.fallbacks.map { fallback -> String in
                    switch fallback {
                    case .face(let name): return ".face(\(SwiftLiteral.string(name)))"
                    case .family(let name): return ".family(\(SwiftLiteral.string(name)))"
                    }
                }
                out.line("    \(SwiftLiteral.string(cascade.style)): [\(items.joined(separator: ", "))],")
            }
            out.line("]")
        }
        return base + out.text + "\n" + Self.cascadeAccessors(enumName: enumName, access: a)
    }

    static func cascadeAccessors(enumName e: String, access a: String) -> String {
        """
        #if canImport(UIKit)
        extension StylebookTextStyle {
            /// `uiFont(compatibleWith:)` with the team's fonts registered first and the style's
            /// cascade (`\(e).textStyleCascades`) for the characters its face lacks.
            \(a)func cascadingUIFont(compatibleWith traits: UIKit.UITraitCollection? = nil) -> UIKit.UIFont {
                _ = \(e).registeredOnce
                let font = uiFont(compatibleWith: traits)
                guard let fallbacks = \(e).textStyleCascades[name], !fallbacks.isEmpty else { return font }
                let cascade = fallbacks.map { fallback -> UIKit.UIFontDescriptor in
                    switch fallback {
                    case .face(let name): return UIKit.UIFontDescriptor(fontAttributes: [.name: name])
                    case .family(let family): return UIKit.UIFontDescriptor(fontAttributes: [.family: family])
                    }
                }
                return UIKit.UIFont(descriptor: font.fontDescriptor.addingAttributes([.cascadeList: cascade]), size: 0)
            }
        }
        #elseif canImport(AppKit)
        extension StylebookTextStyle {
            /// `nsFont` with the team's fonts registered first and the style's cascade
            /// (`\(e).textStyleCascades`) for the characters its face lacks.
            \(a)var cascadingNSFont: AppKit.NSFont {
                _ = \(e).registeredOnce
                let font = nsFont
                guard let fallbacks = \(e).textStyleCascades[name], !fallbacks.isEmpty else { return font }
                let cascade = fallbacks.map { fallback -> AppKit.NSFontDescriptor in
                    switch fallback {
                    case .face(let name): return AppKit.NSFontDescriptor(fontAttributes: [.name: name])
                    case .family(let family): return AppKit.NSFontDescriptor(fontAttributes: [.family: family])
                    }
                }
                return AppKit.NSFont(descriptor: font.fontDescriptor.addingAttributes([.cascadeList: cascade]), size: 0) ?? font
            }
        }
        #endif
        """
    }
}

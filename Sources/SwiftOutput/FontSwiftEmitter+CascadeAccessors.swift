/// The accessors on `StylebookTextStyle` that apply a style's cascade: UIKit and AppKit build the
/// font descriptor cascade list, SwiftUI wraps that font (SwiftUI's `Font` has no cascade of its
/// own).
extension FontSwiftEmitter {
    /// The UIKit, AppKit and SwiftUI accessors, for the enum `e` at access level `a`.
    static func cascadeAccessors(enumName e: String, access a: String) -> String {
        platformAccessors(enumName: e, access: a) + "\n\n" + swiftUIAccessors(access: a)
    }

    /// UIKit's (`cascadingUIFont(compatibleWith:)`) and AppKit's (`cascadingNSFont`) accessors and
    /// descriptor helper, which differ only in their framework's names.
    static func platformAccessors(enumName e: String, access a: String) -> String {
        func body(font: String, make: String) -> String {
            """
                    _ = \(e).registeredOnce
                    let font = \(font)
                    let scripts = \(e).textStyleScriptFonts[name] ?? []
                    let fallbacks = \(e).textStyleCascades[name] ?? []
                    guard !scripts.isEmpty || !fallbacks.isEmpty else { return font }
                    // Core Text draws each character in the first font of this list that has it: the
                    // script fonts first, each limited to its script's characters, then the style's face.
                    var descriptors = scripts.map { \(e).descriptor(for: $0.font).addingAttributes([.characterSet: $0.characterSet]) }
                    descriptors.append(font.fontDescriptor)
                    descriptors += fallbacks.map { \(e).descriptor(for: $0) }
                    let lead = descriptors.removeFirst()
                    return \(make)
            """
        }
        return """
        #if canImport(UIKit)
        extension StylebookTextStyle {
            /// `uiFont(compatibleWith:)` with the team's fonts registered first, the style's script
            /// fonts (`\(e).textStyleScriptFonts`) before its face, and its cascade
            /// (`\(e).textStyleCascades`) for the characters its face lacks.
            \(a)func cascadingUIFont(compatibleWith traits: UIKit.UITraitCollection? = nil) -> UIKit.UIFont {
        \(body(font: "uiFont(compatibleWith: traits)", make: "UIKit.UIFont(descriptor: lead.addingAttributes([.cascadeList: descriptors]), size: font.pointSize)"))
            }
        }

        \(descriptorHelper(enumName: e, access: a, type: "UIKit.UIFontDescriptor"))
        #elseif canImport(AppKit)
        extension StylebookTextStyle {
            /// `nsFont` with the team's fonts registered first, the style's script fonts
            /// (`\(e).textStyleScriptFonts`) before its face, and its cascade
            /// (`\(e).textStyleCascades`) for the characters its face lacks.
            \(a)var cascadingNSFont: AppKit.NSFont {
        \(body(font: "nsFont", make: "AppKit.NSFont(descriptor: lead.addingAttributes([.cascadeList: descriptors]), size: font.pointSize) ?? font"))
            }
        }

        \(descriptorHelper(enumName: e, access: a, type: "AppKit.NSFontDescriptor"))
        #endif
        """
    }

    /// `descriptor(for:)` on the enum: one cascade entry as a `type` (UIKit's or AppKit's font
    /// descriptor), a shipped face by PostScript name, an installed family by name.
    static func descriptorHelper(enumName e: String, access a: String, type: String) -> String {
        """
        extension \(e) {
            /// The descriptor for one cascade entry: a shipped face by PostScript name, an installed family by name.
            \(a)static func descriptor(for fallback: Fallback) -> \(type) {
                switch fallback {
                case .face(let name): return \(type)(fontAttributes: [.name: name])
                case .family(let family): return \(type)(fontAttributes: [.family: family])
                }
            }
        }
        """
    }

    /// SwiftUI: the UIKit or AppKit cascading font as a `Font` (through Core Text's `CTFont`, which
    /// both are toll-free bridged to), at the size for the traits given.
    static func swiftUIAccessors(access a: String) -> String {
        """
        #if canImport(SwiftUI) && canImport(CoreText) && canImport(UIKit)
        extension StylebookTextStyle {
            /// The style as a SwiftUI `Font` with its script fonts and cascade (`cascadingUIFont`), sized
            /// for `traits` (the current Dynamic Type size when nil); read it again when the size changes.
            \(a)func cascadingFont(compatibleWith traits: UIKit.UITraitCollection? = nil) -> SwiftUI.Font {
                SwiftUI.Font(cascadingUIFont(compatibleWith: traits) as CTFont)
            }
        }
        #elseif canImport(SwiftUI) && canImport(CoreText) && canImport(AppKit)
        extension StylebookTextStyle {
            /// The style as a SwiftUI `Font` with its script fonts and cascade (`cascadingNSFont`).
            \(a)var cascadingFont: SwiftUI.Font {
                SwiftUI.Font(cascadingNSFont as CTFont)
            }
        }
        #endif
        """
    }
}

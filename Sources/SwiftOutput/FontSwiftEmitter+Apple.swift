/// The Apple-only part of the fonts file: registration through Core Text and the SwiftUI,
/// UIKit and AppKit accessors (`Runtime/Fonts+Apple.swift`), with the enum name and access
/// level filled in.
extension FontSwiftEmitter {
    static func appleCode(enumName e: String, access a: String) -> String {
        RuntimeFile.fontsApple.text(accessModifier: a, enumName: e)
    }
}

#if canImport(CoreText)
import CoreText

extension StylebookFonts {
    /// Registers every font file in `bundle` with Core Text for this process, so that
    /// `UIFont(name:)`, `NSFont(name:)` and `Font.custom` find the faces. Safe to call any number
    /// of times from any thread: each file is registered once. Returns false when a file is
    /// missing from the bundle or Core Text refuses it (a font already registered, by the
    /// Info.plist or an earlier call, counts as registered).
    @discardableResult
    public static func register(from bundle: Bundle = resourceBundle) -> Bool {
        Registration.shared.register(fileNames, in: bundle)
    }

    /// Registration done once, before the first accessor returns a font.
    static let registeredOnce: Bool = register()

    private final class Registration: @unchecked Sendable {
        static let shared = Registration()
        private let lock = NSLock()
        private var registered: Set<URL> = []

        func register(_ names: [String], in bundle: Bundle) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            var allRegistered = true
            for name in names {
                guard let url = bundle.url(forResource: name, withExtension: nil) else {
                    allRegistered = false
                    continue
                }
                if registered.contains(url) { continue }
                var error: Unmanaged<CFError>?
                if CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) {
                    registered.insert(url)
                } else if let error = error?.takeRetainedValue(),
                          CFErrorGetCode(error) == CTFontManagerError.alreadyRegistered.rawValue {
                    registered.insert(url)
                } else {
                    allRegistered = false
                }
            }
            return allRegistered
        }
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI

extension StylebookFonts.Face {
    /// This face at `size` points, scaled with Dynamic Type like `textStyle`.
    public func font(size: CGFloat, relativeTo textStyle: Font.TextStyle = .body) -> Font {
        _ = StylebookFonts.registeredOnce
        return Font.custom(postScriptName, size: size, relativeTo: textStyle)
    }

    /// This face at `size` points, never scaled.
    public func font(fixedSize size: CGFloat) -> Font {
        _ = StylebookFonts.registeredOnce
        return Font.custom(postScriptName, fixedSize: size)
    }
}
#endif

#if canImport(UIKit)
import UIKit

extension StylebookFonts.Face {
    /// This face at `size` points; nil when the font file is not in the bundle.
    public func uiFont(size: CGFloat) -> UIFont? {
        _ = StylebookFonts.registeredOnce
        return UIFont(name: postScriptName, size: size)
    }

    /// This face at `size` points, scaled with Dynamic Type like `textStyle`.
    public func uiFont(size: CGFloat, relativeTo textStyle: UIFont.TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont? {
        guard let font = uiFont(size: size) else { return nil }
        return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font, compatibleWith: traits)
    }

    /// This face for the characters it has and the fonts named in `fallbacks` (PostScript
    /// names, in order) for the rest: a numbers face before the text face gives digits from
    /// one font and everything else from the other. Scaled like `textStyle` when given.
    public func uiFont(size: CGFloat, cascadingTo fallbacks: [String], relativeTo textStyle: UIFont.TextStyle? = nil,
                     compatibleWith traits: UITraitCollection? = nil) -> UIFont? {
        guard let font = uiFont(size: size) else { return nil }
        let cascade = fallbacks.map { UIFontDescriptor(fontAttributes: [.name: $0]) }
        let cascaded = UIFont(descriptor: font.fontDescriptor.addingAttributes([.cascadeList: cascade]), size: size)
        guard let textStyle else { return cascaded }
        return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: cascaded, compatibleWith: traits)
    }
}
#elseif canImport(AppKit)
import AppKit

extension StylebookFonts.Face {
    /// This face at `size` points; nil when the font file is not in the bundle.
    public func nsFont(size: CGFloat) -> NSFont? {
        _ = StylebookFonts.registeredOnce
        return NSFont(name: postScriptName, size: size)
    }

    /// This face for the characters it has and the fonts named in `fallbacks` (PostScript
    /// names, in order) for the rest, e.g. digits from a numbers face and text from another.
    public func nsFont(size: CGFloat, cascadingTo fallbacks: [String]) -> NSFont? {
        guard let font = nsFont(size: size) else { return nil }
        let cascade = fallbacks.map { NSFontDescriptor(fontAttributes: [.name: $0]) }
        return NSFont(descriptor: font.fontDescriptor.addingAttributes([.cascadeList: cascade]), size: size)
    }
}
#endif

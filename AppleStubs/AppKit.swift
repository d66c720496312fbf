// Stand-in for AppKit, for type-checking Stylebook's generated AppKit accessors on Linux. It
// declares only the API those files use, with the signatures of Apple's documentation; bodies are
// placeholders. It catches mistakes in our code, not in these lines.
@_exported import Foundation

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

open class NSColor: @unchecked Sendable {
    public typealias Name = String
    public init?(named name: NSColor.Name, bundle: Bundle?) { return nil }
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

open class NSFontDescriptor: @unchecked Sendable {
    public struct AttributeName: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }
    public struct TraitKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {}
}

// Core Text's CTFont and NSFont are toll-free bridged (`font as CTFont`); with the Core Text
// stand-in built first, NSFont subclasses its CTFont so that cast type-checks.
#if canImport(CoreText)
import CoreText
public typealias NSFontBase = CTFont
#else
open class NSFontBase: @unchecked Sendable { public init() {} }
#endif

open class NSFont: NSFontBase {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4),
            regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3),
            bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }
    public init?(name fontName: String, size fontSize: CGFloat) { return nil }
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) { return nil }
    public override init() {}
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }
    open var ascender: CGFloat { 0 }
    open var descender: CGFloat { 0 }
    open var leading: CGFloat { 0 }
    open var familyName: String? { nil }
}

open class NSMutableParagraphStyle {
    public init() {}
    open var minimumLineHeight: CGFloat = 0
    open var maximumLineHeight: CGFloat = 0
}

open class NSImage: @unchecked Sendable {
    public typealias Name = String
    public init() {}
    @available(macOS 13.0, *)
    public convenience init?(symbolName name: String, bundle: Bundle?, variableValue value: Double) { return nil }

    open class SymbolConfiguration: @unchecked Sendable {
        public required init() {}
        @available(macOS 12.0, *)
        public convenience init(hierarchicalColor: NSColor) { self.init() }
        @available(macOS 12.0, *)
        public convenience init(paletteColors: [NSColor]) { self.init() }
        @available(macOS 12.0, *)
        open class func preferringMulticolor() -> Self { Self() }
    }

    open func withSymbolConfiguration(_ configuration: NSImage.SymbolConfiguration) -> NSImage? { self }
}

extension Bundle {
    public func image(forResource name: NSImage.Name) -> NSImage? { nil }
}

@MainActor open class NSView {
    public init() {}
    open func viewDidChangeEffectiveAppearance() {}
}

@MainActor open class NSControl: NSView {
    open var font: NSFont?
}

@MainActor open class NSTextField: NSControl {
    open var textColor: NSColor?
}

@MainActor open class NSButton: NSControl {
    open var bezelColor: NSColor?
    open var contentTintColor: NSColor?
}

// Font cascades (the `cascadingTo:` accessors of Stylebook's generated fonts file).
extension NSFontDescriptor.AttributeName {
    public static let name = NSFontDescriptor.AttributeName(rawValue: "NSFontNameAttribute")
    public static let cascadeList = NSFontDescriptor.AttributeName(rawValue: "NSCTFontCascadeListAttribute")
    public static let characterSet = NSFontDescriptor.AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
}

extension NSFontDescriptor {
    public func addingAttributes(_ attributes: [NSFontDescriptor.AttributeName: Any]) -> NSFontDescriptor { self }
}

extension NSFont {
    public var fontDescriptor: NSFontDescriptor { NSFontDescriptor() }
    public var pointSize: CGFloat { 0 }
}

// Appearance helpers (Stylebook's `AppKit+Appearance` runtime file): Core Graphics colours,
// layers, windows and drawing under a view's effective appearance.
public final class CGColor: @unchecked Sendable {
    public init() {}
}

open class CALayer {
    public init() {}
    open var backgroundColor: CGColor?
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
}

extension NSColor {
    public var cgColor: CGColor { CGColor() }
}

open class NSAppearance: @unchecked Sendable {
    public struct Name: Hashable, Sendable {
        public let rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let aqua = Name("NSAppearanceNameAqua"), darkAqua = Name("NSAppearanceNameDarkAqua")
    }
    public init?(named name: NSAppearance.Name) { return nil }
    open var name: NSAppearance.Name { .aqua }
    @available(macOS 11.0, *)
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) { block() }
}

extension NSView {
    public var effectiveAppearance: NSAppearance { fatalError("stand-in") }
    public var layer: CALayer? { get { nil } set {} }
}

@MainActor open class NSWindow {
    public init() {}
    open var appearance: NSAppearance?
}

/// Minimal stand-ins for the Apple frameworks, declaring only the API the generated code uses,
/// with the signatures in Apple's documentation. Compiled as modules named UIKit, AppKit and
/// SwiftUI, they let the generated Apple code be type-checked on Linux: this catches type errors
/// in our code (optionals, CGFloat/Double, result builders), not mistakes in these signatures.
enum AppleStubs {
    static let uiKit = """
    @_exported import Foundation

    extension NSAttributedString.Key {
        public static let font = NSAttributedString.Key("NSFont")
        public static let kern = NSAttributedString.Key("NSKern")
        public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
        public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    }

    public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public enum UIAccessibilityContrast: Int, Sendable { case unspecified, normal, high }

    open class UITraitCollection: @unchecked Sendable {
        open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
        open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
    }

    open class UIColor: @unchecked Sendable {
        public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { return nil }
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
        public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    }

    open class UIFontDescriptor: @unchecked Sendable {
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
        public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
    }

    open class UIFont: @unchecked Sendable {
        public struct Weight: Hashable, Sendable {
            public let rawValue: CGFloat
            public init(rawValue: CGFloat) { self.rawValue = rawValue }
            public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4),
                regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3),
                bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
        }
        public struct TextStyle: Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let largeTitle = TextStyle(rawValue: "a"), title1 = TextStyle(rawValue: "b"), title2 = TextStyle(rawValue: "c"),
                title3 = TextStyle(rawValue: "d"), headline = TextStyle(rawValue: "e"), body = TextStyle(rawValue: "f"),
                callout = TextStyle(rawValue: "g"), subheadline = TextStyle(rawValue: "h"), footnote = TextStyle(rawValue: "i"),
                caption1 = TextStyle(rawValue: "j"), caption2 = TextStyle(rawValue: "k")
        }
        public init?(name fontName: String, size fontSize: CGFloat) { return nil }
        public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
        open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont(descriptor: UIFontDescriptor(), size: fontSize) }
        open var lineHeight: CGFloat { 0 }
        open var familyName: String { "" }
    }

    open class UIFontMetrics: @unchecked Sendable {
        public init(forTextStyle textStyle: UIFont.TextStyle) {}
        open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
        open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
    }

    open class NSMutableParagraphStyle {
        public init() {}
        open var minimumLineHeight: CGFloat = 0
        open var maximumLineHeight: CGFloat = 0
    }

    open class UIImage: @unchecked Sendable {
        open class Configuration: @unchecked Sendable {}
        open class SymbolConfiguration: Configuration, @unchecked Sendable {}
        public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) { return nil }
    }

    extension NSAttributedString.Key {
        public static let foregroundColor = NSAttributedString.Key("NSColor")
    }

    public struct NSDirectionalEdgeInsets: Sendable {
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
    }

    extension AttributeContainer {
        /// UIKit's attribute scope gives `font`; written here as a property.
        public var font: UIFont? { get { nil } set {} }
    }

    public struct UIConfigurationTextAttributesTransformer: Sendable {
        public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) {}
    }

    public struct UIBackgroundConfiguration: Sendable {
        public var cornerRadius: CGFloat = 0
        public var strokeColor: UIColor?
        public var strokeWidth: CGFloat = 0
    }

    @MainActor open class NSLayoutConstraint {
        open var isActive: Bool = false
    }

    @MainActor open class NSLayoutDimension {
        open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    }

    @MainActor open class UIView {
        open var traitCollection: UITraitCollection { UITraitCollection() }
        open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
        open var alpha: CGFloat = 1
    }

    @MainActor open class UIControl: UIView {
        open var isEnabled: Bool = true
        open var isHighlighted: Bool = false
    }

    @MainActor open class UIButton: UIControl {
        public struct Configuration: Sendable {
            public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
            public static func filled() -> UIButton.Configuration { Configuration() }
            public var baseBackgroundColor: UIColor?
            public var baseForegroundColor: UIColor?
            public var cornerStyle: UIButton.Configuration.CornerStyle = .dynamic
            public var background = UIBackgroundConfiguration()
            public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        }
        public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
        open var configuration: UIButton.Configuration?
        open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
        open func setNeedsUpdateConfiguration() {}
    }

    @MainActor open class UILabel: UIView {
        open var font: UIFont!
        open var textColor: UIColor!
        open var adjustsFontForContentSizeCategory: Bool = false
        open var attributedText: NSAttributedString?
    }
    """

    static let appKit = """
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

    open class NSFont: @unchecked Sendable {
        public struct Weight: Hashable, Sendable {
            public let rawValue: CGFloat
            public init(rawValue: CGFloat) { self.rawValue = rawValue }
            public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4),
                regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3),
                bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
        }
        public init?(name fontName: String, size fontSize: CGFloat) { return nil }
        public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) { return nil }
        public init() {}
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
    }

    extension Bundle {
        public func image(forResource name: NSImage.Name) -> NSImage? { nil }
    }

    @MainActor open class NSView {}

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
    """

    static let swiftUI = """
    @_exported import Foundation

    public protocol View {
        associatedtype Body: View
        @ViewBuilder @MainActor var body: Body { get }
    }

    extension Never: View {
        public var body: Never { fatalError() }
    }

    public struct AnyViewStub: View {
        public var body: Never { fatalError() }
    }

    @resultBuilder public enum ViewBuilder {
        public static func buildBlock<C: View>(_ content: C) -> C { content }
        public static func buildExpression<C: View>(_ content: C) -> C { content }
        public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { ConditionalContent() }
        public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { ConditionalContent() }
        public static func buildLimitedAvailability<C: View>(_ content: C) -> AnyViewStub { AnyViewStub() }
    }

    public struct ConditionalContent<T: View, F: View>: View {
        public var body: Never { fatalError() }
    }

    public struct ModifiedContent<Content, Modifier>: View {
        public var body: Never { fatalError() }
    }

    public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
        public var body: Never { fatalError() }
    }

    @MainActor public protocol ViewModifier {
        associatedtype Body: View
        typealias Content = _ViewModifier_Content<Self>
        @ViewBuilder func body(content: Self.Content) -> Self.Body
    }

    extension View {
        public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
        public func font(_ font: Font?) -> some View { self }
        public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
        public func tracking(_ tracking: CGFloat) -> some View { self }
    }

    public struct Color: Hashable, Sendable, View {
        public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
        public init(_ name: String, bundle: Bundle? = nil) {}
        public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
        public var body: Never { fatalError() }
    }

    public struct Font: Hashable, Sendable {
        public struct Weight: Hashable, Sendable {
            public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight(),
                semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
        }
        public enum TextStyle: Hashable, Sendable {
            case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        }
        public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
        public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
        public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
        public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { Font() }
        public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { Font() }
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }
        public func weight(_ weight: Font.Weight) -> Font { self }
    }

    public struct Image: View {
        public init(_ name: String, bundle: Bundle? = nil) {}
        public var body: Never { fatalError() }
    }

    public protocol DynamicProperty {}

    @propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
        public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
        public var wrappedValue: Value
    }

    public enum Edge: Int8, Sendable {
        case top, leading, bottom, trailing
        public struct Set: OptionSet, Sendable {
            public let rawValue: Int8
            public init(rawValue: Int8) { self.rawValue = rawValue }
            public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2), all = Set(rawValue: 3)
        }
    }

    public struct TupleView<T>: View {
        public var body: Never { fatalError() }
    }

    extension ViewBuilder {
        public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> { TupleView() }
    }

    public struct HStack<Content: View>: View {
        public init(alignment: VerticalAlignmentStub = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
        public var body: Never { fatalError() }
    }
    public enum VerticalAlignmentStub: Sendable { case center }

    public protocol Shape: View {}
    public protocol InsettableShape: Shape {}
    public protocol ShapeStyle {}
    extension Color: ShapeStyle {}

    public struct ShapeView<S: Shape>: View {
        public var body: Never { fatalError() }
    }

    extension Shape {
        public func fill<S: ShapeStyle>(_ content: S) -> ShapeView<Self> { ShapeView() }
    }
    extension InsettableShape {
        public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> { ShapeView() }
    }

    public struct RoundedRectangle: InsettableShape {
        public init(cornerRadius: CGFloat) {}
        public var body: Never { fatalError() }
    }

    extension Color {
        public static let clear = Color("clear")
    }

    public struct EnvironmentValues {
        public var isEnabled: Bool { get { true } set {} }
    }

    @propertyWrapper public struct Environment<Value>: DynamicProperty {
        public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
        public var wrappedValue: Value { fatalError() }
    }

    public struct ButtonStyleConfiguration {
        public struct Label: View {
            public var body: Never { fatalError() }
        }
        public let label: ButtonStyleConfiguration.Label
        public let isPressed: Bool
    }

    @MainActor public protocol ButtonStyle {
        associatedtype Body: View
        typealias Configuration = ButtonStyleConfiguration
        @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    }

    public struct LabelStyleConfiguration {
        public struct Title: View {
            public var body: Never { fatalError() }
        }
        public struct Icon: View {
            public var body: Never { fatalError() }
        }
        public var title: LabelStyleConfiguration.Title { fatalError() }
        public var icon: LabelStyleConfiguration.Icon { fatalError() }
    }

    @MainActor public protocol LabelStyle {
        associatedtype Body: View
        typealias Configuration = LabelStyleConfiguration
        @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    }

    extension View {
        public func foregroundColor(_ color: Color?) -> some View { self }
        public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
        public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                          idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil) -> some View { self }
        public func background<V: View>(_ background: V) -> some View { self }
        public func overlay<V: View>(_ overlay: V) -> some View { self }
        public func opacity(_ opacity: Double) -> some View { self }
        public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    }
    """
}

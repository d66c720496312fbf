// Stand-in for UIKit, for type-checking KaimonoUI and Stylebook's generated UIKit accessors on
// Linux. It declares only the API those files use, with the signatures of Apple's documentation
// (iOS 16 SDK); bodies are placeholders. It catches mistakes in our code, not in these lines.
@_exported import Foundation

extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
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

// Core Text's CTFont and UIFont are toll-free bridged (`font as CTFont`); with the Core Text
// stand-in built first, UIFont subclasses its CTFont so that cast type-checks.
#if canImport(CoreText)
import CoreText
public typealias UIFontBase = CTFont
#else
open class UIFontBase: @unchecked Sendable { public init() {} }
#endif

open class UIFont: UIFontBase {
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
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default`, unspecified, small, medium, large }

    open class Configuration: @unchecked Sendable {
        public init() {}
    }
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        public required override init() {}
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.init() }
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { self.init() }
        public convenience init(hierarchicalColor: UIColor) { self.init() }
        public convenience init(paletteColors: [UIColor]) { self.init() }
        open class func preferringMulticolor() -> Self { Self() }
        open func applying(_ configuration: UIImage.SymbolConfiguration?) -> Self { self }
    }

    public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) { return nil }
    @available(iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public init?(named name: String, in bundle: Bundle?, variableValue: Double, with configuration: UIImage.Configuration?) { return nil }
    public init?(data: Data) { return nil }
    public init() {}
    open func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage { self }
}

open class NSTextAttachment: @unchecked Sendable {
    public convenience init(image: UIImage) { self.init() }
    public init() {}
}

extension NSAttributedString {
    public convenience init(attachment: NSTextAttachment) { self.init(string: "\u{FFFC}") }
}

@MainActor open class UIResponder {
    public init() {}
}

public struct UIViewAutoresizing: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = UIViewAutoresizing(rawValue: 1 << 1)
    public static let flexibleHeight = UIViewAutoresizing(rawValue: 1 << 4)
}

@MainActor open class UIView: UIResponder {
    public typealias AutoresizingMask = UIViewAutoresizing
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var alpha: CGFloat = 1
    open func addSubview(_ view: UIView) {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

@MainActor open class NSLayoutConstraint {
    open var isActive: Bool = false
}

@MainActor open class NSLayoutDimension {
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

@MainActor open class UILabel: UIView {
    open var attributedText: NSAttributedString?
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var adjustsFontForContentSizeCategory: Bool = false
}

public struct NSDirectionalEdgeInsets: Sendable {
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

extension AttributeContainer {
    /// UIKit's attribute scope provides `font` through dynamic member lookup; a property here.
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
        public var title: String?
    }
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
    open var configuration: UIButton.Configuration?
    open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler?
    open func setNeedsUpdateConfiguration() {}
}

@MainActor open class UINavigationItem {
    open var titleView: UIView?
}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open var view: UIView! { UIView() }
    open var title: String?
    open var navigationItem: UINavigationItem { UINavigationItem() }
    open var navigationController: UINavigationController? { nil }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func addChild(_ childController: UIViewController) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
}

@MainActor open class UIAlertAction {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { self.init() }
    public init() {}
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { self.init(nibName: nil, bundle: nil) }
    open func addAction(_ action: UIAlertAction) {}
}

@MainActor open class UIApplication: UIResponder {
    public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public static var shared: UIApplication { UIApplication() }
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {}
}

// Font cascades (the `cascadingTo:` accessors of Stylebook's generated fonts file).
extension UIFontDescriptor.AttributeName {
    public static let name = UIFontDescriptor.AttributeName(rawValue: "NSFontNameAttribute")
    public static let cascadeList = UIFontDescriptor.AttributeName(rawValue: "NSCTFontCascadeListAttribute")
    public static let characterSet = UIFontDescriptor.AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
}

extension UIFontDescriptor {
    public func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any]) -> UIFontDescriptor { self }
}

extension UIFont {
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
    public var pointSize: CGFloat { 0 }
}

// Appearance helpers (Stylebook's `UIKit+Appearance` runtime file): Core Graphics colours, layers,
// windows, resolving with a trait collection and trait-change registration (iOS 17).
public final class CGColor: @unchecked Sendable {
    public init() {}
}

open class CALayer {
    public init() {}
    open var backgroundColor: CGColor?
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
}

extension UIColor {
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    public var cgColor: CGColor { CGColor() }
}

extension UITraitCollection {
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { true }
}

@MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
}

public protocol UITraitDefinition {}
public typealias UITrait = any UITraitDefinition.Type
public protocol UITraitChangeRegistration {}
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {}
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {}
private struct TraitChangeRegistrationStub: UITraitChangeRegistration {}

extension UIView: UITraitEnvironment {
    public var layer: CALayer { CALayer() }
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { .unspecified } set {} }
    @available(iOS 17.0, tvOS 17.0, *)
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration { TraitChangeRegistrationStub() }
}

@MainActor open class UIWindow: UIView {}

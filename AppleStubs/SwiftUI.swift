// Stand-in for SwiftUI (and the Combine types it re-exports), for type-checking Stylebook's
// generated SwiftUI accessors and the Kaimono app's views on Linux; built next to the UIKit or the
// AppKit stand-in. Only the API those files use, with the
// signatures of Apple's documentation (iOS 16 SDK); bodies are placeholders.
@_exported import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// Shared placeholder body for the stand-in views.
public protocol PrimitiveViewStub: View where Body == Never {}
extension PrimitiveViewStub {
    public var body: Never { fatalError() }
}

public struct EmptyView: PrimitiveViewStub { public init() {} }
public struct AnyViewStub: PrimitiveViewStub {}
public struct TupleView<T>: PrimitiveViewStub {}
public struct ConditionalContent<T: View, F: View>: PrimitiveViewStub {}
public struct ModifiedContent<Content, Modifier>: PrimitiveViewStub {}
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C: View>(_ content: C) -> C { content }
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> { TupleView() }
    public static func buildExpression<C: View>(_ content: C) -> C { content }
    public static func buildIf<C: View>(_ content: C?) -> C? { content }
    public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> { ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> { ConditionalContent() }
    public static func buildLimitedAvailability<C: View>(_ content: C) -> AnyViewStub { AnyViewStub() }
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveViewStub {}

@MainActor public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

// MARK: Layout values

public enum ContentMode: Hashable, Sendable { case fit, fill }
public struct HorizontalAlignment: Hashable, Sendable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}
public struct VerticalAlignment: Hashable, Sendable {
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment()
}
public struct Alignment: Hashable, Sendable {
    public static let center = Alignment(), topLeading = Alignment(), bottomTrailing = Alignment(), leading = Alignment()
}
public struct FillStyle: Hashable, Sendable { public init(eoFill: Bool = false, antialiased: Bool = true) {} }
public enum ButtonRole: Hashable, Sendable { case cancel, destructive }
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode(), hierarchical = SymbolRenderingMode(),
        palette = SymbolRenderingMode(), multicolor = SymbolRenderingMode()
}

public protocol ShapeStyle: Sendable {}
public protocol Shape: Sendable, View {}
public protocol InsettableShape: Shape {}
public struct RoundedRectangle: InsettableShape, PrimitiveViewStub {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyleStub = .continuous) {}
}
public enum RoundedCornerStyleStub: Sendable { case circular, continuous }
public struct ShapeView<S: Shape>: PrimitiveViewStub {}
extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> ShapeView<Self> { ShapeView() }
}
extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> { ShapeView() }
}

public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2), all = Set(rawValue: 3)
    }
}

public struct EnvironmentValues {
    public var isEnabled: Bool { get { true } set {} }
}

@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public struct ButtonStyleConfiguration {
    public struct Label: PrimitiveViewStub {}
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

public struct LabelStyleConfiguration {
    public struct Title: PrimitiveViewStub {}
    public struct Icon: PrimitiveViewStub {}
    public var title: LabelStyleConfiguration.Title { fatalError() }
    public var icon: LabelStyleConfiguration.Icon { fatalError() }
}

@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

// MARK: Modifiers used by the app and the generated code

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent() }
    public func font(_ font: Font?) -> some View { self }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
    public func tracking(_ tracking: CGFloat) -> some View { self }
    public func padding(_ length: CGFloat) -> some View { self }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func foregroundColor(_ color: Color?) -> some View { self }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View { self }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    public func background<S: ShapeStyle>(_ style: S) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { self }
    public func clipped(antialiased: Bool = false) -> some View { self }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View { self }
}

// MARK: Views

public struct Color: Hashable, Sendable, View, ShapeStyle {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    #if canImport(UIKit)
    public init(uiColor: UIColor) {}
    #endif
    public static let clear = Color("clear"), primary = Color("primary"), secondary = Color("secondary")
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

public struct Text: PrimitiveViewStub {
    public init<S: StringProtocol>(_ content: S) {}
}

public struct Image: PrimitiveViewStub {
    public init(_ name: String, bundle: Bundle? = nil) {}
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {}
    #if canImport(UIKit)
    public init(uiImage: UIImage) {}
    #endif
    public func resizable() -> Image { self }
}
extension View {
    public func scaledToFill() -> some View { self }
}

public struct Button<Label: View>: PrimitiveViewStub {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

public struct VStack<Content: View>: PrimitiveViewStub {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct HStack<Content: View>: PrimitiveViewStub {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct ScrollView<Content: View>: PrimitiveViewStub {
    public init(@ViewBuilder content: () -> Content) {}
}
public struct Spacer: PrimitiveViewStub { public init(minLength: CGFloat? = nil) {} }
public struct Divider: PrimitiveViewStub { public init() {} }

public struct GeometryProxy {
    public var size: CGSize { .zero }
}
public struct GeometryReader<Content: View>: PrimitiveViewStub {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveViewStub {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

#if canImport(UIKit)
@MainActor open class UIHostingController<Content: View>: UIViewController {
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
#endif

// MARK: State and observation (Combine's ObservableObject and Published, re-exported by SwiftUI)

public protocol DynamicProperty {}

@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
}

@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

public protocol ObservableObject: AnyObject {}

@propertyWrapper public struct Published<Value> {
    public init(wrappedValue value: Value) { self.wrappedValue = value }
    public var wrappedValue: Value
}

@propertyWrapper @dynamicMemberLookup public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
    public var projectedValue: ObservedObject<ObjectType> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
}

#if canImport(CoreText)
import CoreText

extension Font {
    /// A font from a Core Text font (a UIFont or NSFont cast `as CTFont`).
    public init(_ font: CTFont) {}
}
#endif

import Diagnostics

/// The kinds of UI component Stylebook generates styles for (Sansan's role-named labels and
/// type-named buttons).
public enum ComponentKind: String, Sendable, Hashable, CaseIterable, Comparable {
    case button
    case label

    public static func < (a: ComponentKind, b: ComponentKind) -> Bool { a.rawValue < b.rawValue }

    /// The properties a component of this kind reads, with the token types each accepts.
    public var properties: [ComponentProperty] {
        switch self {
        case .button:
            return [.init("background", .color, required: true), .init("foreground", .color, required: true),
                    .init("textStyle", .textStyle, required: true),
                    .init("pressedBackground", .color), .init("disabledBackground", .color), .init("disabledForeground", .color),
                    .init("borderColor", .color), .init("borderWidth", .length), .init("cornerRadius", .length),
                    .init("height", .length), .init("paddingHorizontal", .length),
                    .init("pressedOpacity", .opacity), .init("disabledOpacity", .opacity)]
        case .label:
            return [.init("textStyle", .textStyle, required: true), .init("color", .color, required: true)]
        }
    }
}

/// One property of a component: its name in the token tree and what kind of token it must be.
public struct ComponentProperty: Sendable, Hashable {
    public enum ValueKind: String, Sendable, Hashable {
        case color = "colour"
        case textStyle = "text style (typography)"
        /// A dimension in points, or a plain number read as points.
        case length = "dimension in px/pt"
        /// A number from 0 to 1.
        case opacity = "number from 0 to 1"
    }

    public var name: String
    public var kind: ValueKind
    public var required: Bool

    public init(_ name: String, _ kind: ValueKind, required: Bool = false) {
        self.name = name
        self.kind = kind
        self.required = required
    }
}

/// A component style resolved from tokens: every value already per appearance (colours keep their
/// token, so the generated Swift names the colour set the catalog holds).
public struct ComponentToken: Sendable, Hashable {
    public var info: TokenInfo
    public var kind: ComponentKind
    /// The component's name below its root, e.g. ["main"] for `button.main`.
    public var name: [String]
    public var colors: [String: ColorToken] = [:]
    public var textStyles: [String: TextStyleToken] = [:]
    /// Lengths in points and opacities, by property name.
    public var numbers: [String: Double] = [:]

    public init(info: TokenInfo, kind: ComponentKind, name: [String]) {
        self.info = info
        self.kind = kind
        self.name = name
    }

    public var path: TokenPath { info.path }
}

/// Where components are found: the token groups whose children are components of one kind.
public struct ComponentRoots: Sendable, Hashable {
    /// Root paths per kind.
    public var roots: [ComponentKind: [TokenPath]]
    /// True when the roots were named in configuration: then a group that does not fit its kind
    /// is an error. Found by the default names, it is a warning and the group stays plain tokens.
    public var declared: Bool

    public init(roots: [ComponentKind: [TokenPath]], declared: Bool) {
        self.roots = roots
        self.declared = declared
    }

    /// `button`/`buttons` and `label`/`labels`, at the top or inside a `component(s)` group.
    public static let automatic = ComponentRoots(roots: [
        .button: ["button", "buttons", "component.button", "components.button", "component.buttons", "components.buttons"].map(TokenPath.init(parsing:)),
        .label: ["label", "labels", "component.label", "components.label", "component.labels", "components.labels"].map(TokenPath.init(parsing:)),
    ], declared: false)

    /// No components at all.
    public static let none = ComponentRoots(roots: [:], declared: true)
}

import Tokens

/// Static members on the frameworks' own types, so app code can write `.foregroundStyle(.brand)`,
/// `Color.contentPrimary`, `UIColor.contentPrimary` and `.font(.headline)`-style `Font.cardTitle`
/// next to the namespaced accessors (`Colors.Content.primary.color`).
///
/// Each token gets one flat lowerCamelCase name made of its whole path (`content/primary` →
/// `contentPrimary`, `text/primary` → `textPrimary`), by the project's naming rules. A name the
/// framework type already has (`Color.primary`, `ShapeStyle.background`, `UIColor.label`,
/// `Font.body`…) or that two tokens share is left out, and listed in a comment in the generated
/// file, because declaring it would make app code that uses the framework's member ambiguous.
/// `swift.staticMembers: false` turns all of them off (docs/integration.md: Xcode's own asset
/// symbols declare the same kind of members).
extension SwiftEmitter {
    /// One framework type's extension: the members and the names left out.
    struct StaticMembers {
        var members: [(name: String, accessor: String)] = []
        var skipped: [String] = []
        /// Deprecated old names from `renames:` (SwiftEmitter+Renames).
        var aliases: [(name: String, renamed: String, accessor: String)] = []
    }

    /// Flat names for `items` (path, accessor), minus names in `taken` and repeats. Colours are
    /// named by the project's rules (Xcode's by default), text styles by Stylebook's, as their
    /// namespaced accessors are.
    func staticMembers(_ items: [(path: TokenPath, accessor: String)], taken: Set<String>, naming: NamingStyle? = nil) -> StaticMembers {
        var result = StaticMembers()
        var used = Set<String>()
        let sorted = items.sorted { Self.byteOrder($0.path.components.joined(separator: "/"), $1.path.components.joined(separator: "/")) }
        for item in sorted {
            let name = (naming ?? options.naming).member(item.path.components.joined(separator: "-"))
            let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
            if taken.contains(bare) || bare.hasPrefix("system") || !used.insert(bare).inserted {
                result.skipped.append(bare)
            } else {
                result.members.append((name, item.accessor))
            }
        }
        result.aliases = renamedStaticMembers(items, declared: result, taken: taken, naming: naming ?? options.naming)
        return result
    }

    /// `extension TYPE { static var NAME: TYPE { ACCESSOR.PROPERTY } }`, or nothing when empty.
    func staticMemberExtension(_ declaration: String, type: String, property: String, members: StaticMembers,
                               availability: String? = nil) -> String {
        guard !members.members.isEmpty || !members.skipped.isEmpty else { return "" }
        let a = options.accessLevel.modifier
        var w = SwiftSourceWriter()
        if let availability { w.line(availability) }
        w.block(declaration) { w in
            for (index, member) in members.members.enumerated() {
                if index > 0 { w.line() }
                w.line("/// `\(member.accessor)`")
                w.line("\(a)static var \(member.name): \(type) { \(member.accessor).\(property) }")
            }
            writeStaticAliases(members, type: type, property: property, into: &w)
            if !members.skipped.isEmpty {
                if !members.members.isEmpty { w.line() }
                w.line("// Not declared here (the framework has a member by that name, or two tokens share it; "
                       + "use the namespaced accessor): " + members.skipped.joined(separator: ", "))
            }
        }
        return w.text
    }

    /// The SwiftUI part: `Color`, `ShapeStyle where Self == Color`, and `Font` for text styles.
    func swiftUIStaticMembers(tokens: TokenSet) -> String {
        guard options.staticMembers else { return "" }
        let accessors = valueAccessors(tokens: tokens)
        var sections: [String] = []
        if !accessors.colors.isEmpty {
            sections.append(staticMemberExtension("extension SwiftUI.Color", type: "SwiftUI.Color", property: "color",
                                                  members: staticMembers(accessors.colors, taken: Self.swiftUIColorMembers)))
            sections.append(staticMemberExtension("extension SwiftUI.ShapeStyle where Self == SwiftUI.Color", type: "SwiftUI.Color", property: "color",
                                                  members: staticMembers(accessors.colors, taken: Self.swiftUIColorMembers.union(Self.shapeStyleMembers))))
        }
        if !accessors.textStyles.isEmpty {
            sections.append(staticMemberExtension("extension SwiftUI.Font", type: "SwiftUI.Font", property: "font",
                                                  members: staticMembers(accessors.textStyles, taken: Self.swiftUIFontMembers, naming: .stylebook),
                                                  availability: "@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)"))
        }
        return sections.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The UIKit part: `UIColor` and `UIFont` (scaled with Dynamic Type when the style says so).
    func uiKitStaticMembers(tokens: TokenSet) -> String {
        guard options.staticMembers else { return "" }
        let accessors = valueAccessors(tokens: tokens)
        let colors = accessors.colors.isEmpty ? "" : staticMemberExtension(
            "extension UIKit.UIColor", type: "UIKit.UIColor", property: "uiColor",
            members: staticMembers(accessors.colors, taken: Self.uiColorMembers), availability: "@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)")
        let fonts = accessors.textStyles.isEmpty ? "" : staticMemberExtension(
            "extension UIKit.UIFont", type: "UIKit.UIFont", property: "uiFont", members: staticMembers(accessors.textStyles, taken: Self.uiFontMembers, naming: .stylebook))
        return [colors, fonts].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The AppKit part: `NSColor`.
    func appKitStaticMembers(tokens: TokenSet) -> String {
        guard options.staticMembers else { return "" }
        let colors = valueAccessors(tokens: tokens).colors
        guard !colors.isEmpty else { return "" }
        return staticMemberExtension("extension AppKit.NSColor", type: "AppKit.NSColor", property: "nsColor",
                                     members: staticMembers(colors, taken: Self.nsColorMembers))
    }

    // Members the frameworks already declare: a static of the same name would make app code that
    // means the framework's one ambiguous (or would hide it).
    static let swiftUIColorMembers: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "primary", "purple", "red", "secondary", "teal", "white", "yellow", "init", "color",
    ]
    static let shapeStyleMembers: Set<String> = [
        "background", "foreground", "tint", "separator", "selection", "fill", "placeholder", "link", "tertiary",
        "quaternary", "quinary", "windowBackground", "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial",
        "ultraThickMaterial", "bar", "image", "linearGradient", "radialGradient", "angularGradient", "ellipticalGradient",
        "conicGradient", "shadow", "opacity", "blendMode", "hierarchical", "palette", "multicolor", "monochrome",
    ]
    static let swiftUIFontMembers: Set<String> = [
        "largeTitle", "extraLargeTitle", "extraLargeTitle2", "title", "title2", "title3", "headline", "subheadline", "body",
        "callout", "footnote", "caption", "caption2", "system", "custom", "default", "init",
    ]
    static let uiColorMembers: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
        "purple", "brown", "clear", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator", "tintColor", "lightText", "darkText", "groupTableViewBackground",
        "viewFlipsideBackground", "scrollViewTexturedBackground", "underPageBackground", "init", "color",
    ]
    static let uiFontMembers: Set<String> = [
        "labelFontSize", "buttonFontSize", "smallSystemFontSize", "familyNames", "preferredFont", "init",
    ]
    static let nsColorMembers: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
        "purple", "brown", "clear", "labelColor", "textColor", "linkColor", "controlAccentColor", "init", "color",
    ]
}

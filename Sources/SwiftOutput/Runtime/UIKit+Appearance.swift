// Appearance helpers (`swift.appearance-helpers: true`): colours resolved under the style a
// window or view is forced to, layer colours that follow appearance changes, and a debug-only
// appearance override. Windows and layers do not exist on watchOS.
#if !os(watchOS)
@available(iOS 13.0, tvOS 13.0, *)
extension StylebookColor {
    /// The colour as `environment` (a view, window or view controller) shows it: resolved with
    /// its trait collection, so a forced style (`overrideUserInterfaceStyle`) counts.
    /// `UITraitCollection.current` is the device's style outside a drawing pass, not the app's.
    @MainActor public func resolvedUIColor(in environment: any UIKit.UITraitEnvironment) -> UIKit.UIColor {
        uiColor.resolvedColor(with: environment.traitCollection)
    }

    /// The colour for a layer of `environment`; a `CGColor` is one fixed value, so keep it current
    /// with `StylebookLayerColors`.
    @MainActor public func cgColor(in environment: any UIKit.UITraitEnvironment) -> CGColor {
        resolvedUIColor(in: environment).cgColor
    }
}

/// Layer colours (`CGColor`s, which do not follow appearance by themselves) kept in step with a
/// view's light/dark and contrast: set again on every change, with `registerForTraitChanges` on
/// iOS 17 and later; before, forward the view's `traitCollectionDidChange(_:)` to
/// `traitCollectionDidChange(_:)` here. Keep the object as long as the view (a property of it).
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public final class StylebookLayerColors {
    private weak var view: UIKit.UIView?
    private var bindings = StylebookColorBindings<CGColor>()

    /// Starts following `view`'s appearance (by itself from iOS 17).
    public init(view: UIKit.UIView) {
        self.view = view
        if #available(iOS 17.0, tvOS 17.0, *) {
            view.registerForTraitChanges([UIKit.UITraitUserInterfaceStyle.self, UIKit.UITraitAccessibilityContrast.self]) {
                [weak self] (_: UIKit.UIView, _: UIKit.UITraitCollection) in self?.refresh()
            }
        }
    }

    /// Sets `property` of `layer` to `color` as the view shows it, now and on every appearance change.
    public func bind<Layer: AnyObject>(_ color: StylebookColor, to property: ReferenceWritableKeyPath<Layer, CGColor?>, of layer: Layer) {
        bindings.bind(color, to: property, of: layer) { [view] color in view.map(color.cgColor(in:)) }
    }

    /// Sets every bound colour again, resolved with the view's current traits.
    public func refresh() {
        guard let view else { return }
        bindings.refresh { $0.cgColor(in: view) }
    }

    /// Call from the view's `traitCollectionDidChange(_:)` (needed before iOS 17; does nothing after).
    public func traitCollectionDidChange(_ previous: UIKit.UITraitCollection?) {
        if #available(iOS 17.0, tvOS 17.0, *) { return }
        guard let view, view.traitCollection.hasDifferentColorAppearance(comparedTo: previous) else { return }
        refresh()
    }
}

#if DEBUG
/// A QA menu's appearance switch: forces light or dark on one window (and everything in it),
/// whatever the device's setting. Debug builds only: a release build has no such type, so a
/// forgotten call cannot ship.
@available(iOS 13.0, tvOS 13.0, *)
@MainActor public enum StylebookAppearanceOverride {
    /// The appearance a window is forced to.
    public enum Style: Sendable, CaseIterable {
        case system, light, dark
    }

    /// Forces `style` on `window`; `.system` follows the device again.
    public static func force(_ style: Style, on window: UIKit.UIWindow) {
        switch style {
        case .system: window.overrideUserInterfaceStyle = .unspecified
        case .light: window.overrideUserInterfaceStyle = .light
        case .dark: window.overrideUserInterfaceStyle = .dark
        }
    }

    /// The style forced on `window` (`.system` when none).
    public static func forced(on window: UIKit.UIWindow) -> Style {
        switch window.overrideUserInterfaceStyle {
        case .light: return .light
        case .dark: return .dark
        default: return .system
        }
    }
}
#endif
#endif

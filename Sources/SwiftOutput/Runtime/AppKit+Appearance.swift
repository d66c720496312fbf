// Appearance helpers (`swift.appearance-helpers: true`): colours resolved under the appearance a
// window or view is forced to, layer colours that follow appearance changes, and a debug-only
// appearance override.
// macOS 11 and later: `performAsCurrentDrawingAppearance` (before it, only the deprecated
// `NSAppearance.current` setter could do this).
@available(macOS 11.0, *)
extension StylebookColor {
    /// The colour for a layer of `view`, resolved under the view's effective appearance (a
    /// window's or the app's forced `appearance` counts), not whatever is current while drawing.
    @MainActor public func cgColor(in view: AppKit.NSView) -> CGColor {
        let color = nsColor
        var resolved = color.cgColor
        view.effectiveAppearance.performAsCurrentDrawingAppearance { resolved = color.cgColor }
        return resolved
    }
}

/// Layer colours (`CGColor`s, which do not follow appearance by themselves) kept in step with a
/// view's appearance: forward the view's `viewDidChangeEffectiveAppearance()` to
/// `viewDidChangeEffectiveAppearance()` here. Keep the object as long as the view (a property of it).
@available(macOS 11.0, *)
@MainActor public final class StylebookLayerColors {
    private weak var view: AppKit.NSView?
    private var bindings = StylebookColorBindings<CGColor>()

    public init(view: AppKit.NSView) {
        self.view = view
    }

    /// Sets `property` of `layer` to `color` as the view shows it, now and on every appearance change.
    public func bind<Layer: AnyObject>(_ color: StylebookColor, to property: ReferenceWritableKeyPath<Layer, CGColor?>, of layer: Layer) {
        bindings.bind(color, to: property, of: layer) { [view] color in view.map(color.cgColor(in:)) }
    }

    /// Sets every bound colour again, resolved under the view's effective appearance.
    public func refresh() {
        guard let view else { return }
        bindings.refresh { $0.cgColor(in: view) }
    }

    /// Call from the view's `viewDidChangeEffectiveAppearance()`.
    public func viewDidChangeEffectiveAppearance() { refresh() }
}

#if DEBUG
/// A QA menu's appearance switch: forces light or dark on one window, whatever the system's
/// setting. Debug builds only: a release build has no such type, so a forgotten call cannot ship.
@MainActor public enum StylebookAppearanceOverride {
    /// The appearance a window is forced to.
    public enum Style: Sendable, CaseIterable {
        case system, light, dark
    }

    /// Forces `style` on `window`; `.system` follows the system again.
    public static func force(_ style: Style, on window: AppKit.NSWindow) {
        switch style {
        case .system: window.appearance = nil
        case .light: window.appearance = AppKit.NSAppearance(named: .aqua)
        case .dark: window.appearance = AppKit.NSAppearance(named: .darkAqua)
        }
    }

    /// The style forced on `window` (`.system` when none).
    public static func forced(on window: AppKit.NSWindow) -> Style {
        switch window.appearance?.name {
        case AppKit.NSAppearance.Name.aqua?: return .light
        case AppKit.NSAppearance.Name.darkAqua?: return .dark
        default: return .system
        }
    }
}
#endif

/// Draws a button from its ``StylebookButtonSpec`` in the pressed and disabled states, with
/// height and padding following Dynamic Type.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct StylebookButtonStyle: SwiftUI.ButtonStyle {
    public let spec: StylebookButtonSpec
    @SwiftUI.Environment(\.isEnabled) private var isEnabled: Swift.Bool
    @SwiftUI.ScaledMetric private var scaledHundred: CGFloat

    public init(_ spec: StylebookButtonSpec) {
        self.spec = spec
        self._scaledHundred = SwiftUI.ScaledMetric(wrappedValue: 100, relativeTo: (spec.textStyle.relativeTo ?? .body).swiftUITextStyle)
    }

    public func makeBody(configuration: Configuration) -> some SwiftUI.View {
        let state: StylebookControlState = !isEnabled ? .disabled : configuration.isPressed ? .pressed : .normal
        let factor = Swift.Double(scaledHundred) / 100
        let shape = SwiftUI.RoundedRectangle(cornerRadius: CGFloat(spec.cornerRadius))
        return configuration.label
            .textStyle(spec.textStyle)
            .foregroundColor(spec.foreground(for: state).color)
            .padding(.horizontal, CGFloat(spec.scaled(spec.horizontalPadding, by: factor)))
            .frame(minHeight: spec.minHeight.map { CGFloat(spec.scaled($0, by: factor)) })
            .background(shape.fill(spec.background(for: state).color))
            .overlay(shape.strokeBorder(spec.borderColor?.color ?? SwiftUI.Color.clear, lineWidth: CGFloat(spec.borderWidth)))
            .opacity(spec.opacity(for: state))
    }
}

/// Styles a `Label`: its title in the text style, title and icon in the colour.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct StylebookLabelStyle: SwiftUI.LabelStyle {
    public let spec: StylebookLabelSpec

    public init(_ spec: StylebookLabelSpec) {
        self.spec = spec
    }

    public func makeBody(configuration: Configuration) -> some SwiftUI.View {
        SwiftUI.HStack {
            configuration.icon
            configuration.title.textStyle(spec.textStyle)
        }
        .foregroundColor(spec.color.color)
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension SwiftUI.View {
    /// A `Button` drawn as the component: `Button("注文する") { … }.componentStyle(Components.Button.main)`.
    @MainActor public func componentStyle(_ spec: StylebookButtonSpec) -> some SwiftUI.View {
        buttonStyle(StylebookButtonStyle(spec))
    }

    /// Text in the label component's text style and colour.
    @MainActor public func componentStyle(_ spec: StylebookLabelSpec) -> some SwiftUI.View {
        textStyle(spec.textStyle).foregroundColor(spec.color.color)
    }
}

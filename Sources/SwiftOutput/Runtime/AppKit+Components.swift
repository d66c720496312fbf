extension AppKit.NSTextField {
    /// Font and colour of the label component.
    @MainActor public func apply(_ spec: StylebookLabelSpec) {
        font = spec.textStyle.nsFont
        textColor = spec.color.nsColor
    }
}

extension AppKit.NSButton {
    /// Bezel, content colour and font of the button component (AppKit draws the states).
    @MainActor public func apply(_ spec: StylebookButtonSpec) {
        bezelColor = spec.background.nsColor
        contentTintColor = spec.foreground.nsColor
        font = spec.textStyle.nsFont
    }
}

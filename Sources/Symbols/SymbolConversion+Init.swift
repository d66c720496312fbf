import Diagnostics

extension SymbolConversion {
    /// A conversion rebuilt from stored parts (the build cache keeps the template text, the
    /// diagnostics and the rendering intent rather than converting the icon again).
    public init(storedTemplate template: String, diagnostics: DiagnosticList, renderingIntent: RenderingIntent?) {
        self.template = template
        self.diagnostics = diagnostics
        self.renderingIntent = renderingIntent
    }
}

import SwiftParser
import SwiftSyntax

/// Where app code draws a colour, read from the call or assignment that takes it:
/// `.background(c)`, `.fill(c)`, `backgroundColor = c` are backgrounds; `.foregroundColor(c)`,
/// `.foregroundStyle(c)`, `textColor = c` text (an icon when the view is an `Image`);
/// `.border(c)`, `.stroke(c)`, `borderColor = c`, `separatorColor = c` borders; `.tint(c)`,
/// `tintColor = c` accents. Role names match Renewal's `ColorRole`.
public enum ColorRoleScanner {
    /// One colour in one role: the colour as written without its framework accessor
    /// (`Colors.sale` for `Colors.sale.color`, `R.color.sale` for `R.color.sale()!`, `.sale` for
    /// `Color(.sale)`, `"sale"` for `UIColor(named: "sale")`).
    public struct Use: Sendable, Hashable {
        public var spelling: String
        public var role: String
        public var line: Int
        public var column: Int
    }

    static let modifiers: [String: String] = [
        "background": "background", "fill": "background", "foregroundColor": "text", "foregroundStyle": "text",
        "border": "border", "stroke": "border", "strokeBorder": "border", "tint": "accent", "accentColor": "accent",
    ]
    static let properties: [String: String] = [
        "backgroundColor": "background", "textColor": "text", "titleColor": "text", "borderColor": "border",
        "separatorColor": "border", "tintColor": "accent",
    ]
    /// Framework accessors after a colour (`Colors.sale.uiColor`), not part of its name.
    static let accessors: Set<String> = ["color", "uiColor", "nsColor", "cgColor", "swiftUIColor"]

    public static func scan(_ source: String, file: String) -> [Use] {
        let tree = Parser.parse(source: source)
        let visitor = RoleVisitor(converter: SourceLocationConverter(fileName: file, tree: tree))
        visitor.walk(tree)
        // Modifier chains are visited outermost first; report in source order.
        return visitor.uses.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// The colour an expression names, or nil when it is not one a design system declares.
    static func spelling(_ expression: ExprSyntax) -> String? {
        // Framework accessors come last (`Colors.line.uiColor.cgColor`); `R.color.ink` keeps its `color`.
        var expression = expression
        while let access = expression.as(MemberAccessExprSyntax.self), let base = access.base,
              accessors.contains(access.declName.baseName.text) {
            expression = base
        }
        return name(expression)
    }

    static func name(_ expression: ExprSyntax) -> String? {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return name(forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return name(optional.expression) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `Color("sale")`, `UIColor(named: "sale")`, `Color(.sale)`, `Color(asset: Asset.Colors.sale)`, `R.color.sale()`.
            guard let first = call.arguments.first else { return name(call.calledExpression) }
            if let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
               let text = firstStringLiteral(in: literal) {
                return "\"\(text)\""
            }
            return spelling(first.expression)
        }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            let member = plainName(access.declName.baseName.text)
            guard let base = access.base else { return "." + member }
            return name(base).map { $0 + "." + member }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return plainName(reference.baseName.text) }
        return nil
    }
}

private final class RoleVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var uses: [ColorRoleScanner.Use] = []

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    func add(_ expression: ExprSyntax, role: String) {
        // A plain name (`color`, `self.tint`) is a variable, not a design-system colour.
        guard let spelling = ColorRoleScanner.spelling(expression), spelling.contains(".") || spelling.hasPrefix("\"") else { return }
        let place = converter.location(for: expression.positionAfterSkippingLeadingTrivia)
        uses.append(.init(spelling: spelling, role: role, line: place.line, column: place.column))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let access = node.calledExpression.as(MemberAccessExprSyntax.self),
              var role = ColorRoleScanner.modifiers[access.declName.baseName.text],
              let first = node.arguments.first, first.label == nil else { return .visitChildren }
        // `Image(…).foregroundStyle(c)` colours an icon.
        if role == "text", let base = access.base?.as(FunctionCallExprSyntax.self),
           base.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image" {
            role = "icon"
        }
        add(first.expression, role: role)
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Unfolded `a.b.textColor = value`: [target, =, value].
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let name: String?
        if let access = elements[0].as(MemberAccessExprSyntax.self) {
            name = access.declName.baseName.text
        } else {
            name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        if let name, let role = ColorRoleScanner.properties[name] { add(elements[2], role: role) }
        return .visitChildren
    }
}

import Diagnostics
import SwiftParser
import SwiftSyntax

/// One place in app code that names an asset or an accessor.
public struct AssetUse: Sendable, Hashable {
    /// What was written: the member chain (`Asset.Colors.brand.color`) or the string (`"cart"`).
    public var spelling: String
    public var location: Diagnostics.SourceLocation
    public enum Target: Sendable, Hashable {
        /// A known accessor.
        case accessor(Accessor)
        /// A member of a known namespace that nothing declares (`Asset.Colors.gone`).
        case missingMember(namespace: String, member: String)
        /// A string name: found in the catalogs or not.
        case stringName(String, found: Bool)
    }
    public var target: Target
}

/// Finds uses of a design system's assets in Swift sources, parsed as Swift: member chains
/// (`Colors.brand`, `Asset.Colors.brand.color`, `R.image.cart()`, `ColorResource.brand`), Xcode's
/// implicit members (`Color(.brand)`, `UIImage(resource: .cart)`) and string names
/// (`UIImage(named: "cart")`, `Image("cart")`). Comments and string contents are never matched.
public enum SourceUseScanner {
    public static func scan(_ source: String, file: String, index: AccessorIndex) -> [AssetUse] {
        let tree = Parser.parse(source: source)
        let visitor = UseVisitor(converter: SourceLocationConverter(fileName: file, tree: tree), file: file, index: index)
        visitor.walk(tree)
        return visitor.uses
    }
}

/// Types whose initialisers take an asset: by string name or by Xcode's resource value.
private let assetTypes: Set<String> = ["UIImage", "NSImage", "UIColor", "NSColor", "Image", "Color"]
/// Argument labels that carry an asset name (`Image` and `Color` take it unlabelled too).
private let nameLabels: Set<String> = ["named", "decorative"]

private final class UseVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    let index: AccessorIndex
    var uses: [AssetUse] = []

    init(converter: SourceLocationConverter, file: String, index: AccessorIndex) {
        self.converter = converter
        self.file = file
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> Diagnostics.SourceLocation {
        let l = node.positionAfterSkippingLeadingTrivia
        let place = converter.location(for: l)
        return Diagnostics.SourceLocation(file: file, line: place.line, column: place.column)
    }

    /// `A.b.c` as `["A", "b", "c"]`; `[""] + members` for an implicit `.b.c`; nil for other bases.
    static func chain(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [plainName(reference.baseName.text)] }
        guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let member = plainName(access.declName.baseName.text)
        guard let base = access.base else { return ["", member] }
        return chain(base).map { $0 + [member] }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // Only the outermost access of a chain is judged: `A.b.c` once, not `A.b` again.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == node.id { return .visitChildren }
        guard let chain = Self.chain(ExprSyntax(node)), !chain[0].isEmpty else { return .visitChildren }
        let spelling = chain.joined(separator: ".")
        if let accessor = index.accessor(forChain: chain) {
            uses.append(AssetUse(spelling: spelling, location: location(node), target: .accessor(accessor)))
        } else if let missing = index.missingMember(inChain: chain) {
            uses.append(AssetUse(spelling: spelling, location: location(node),
                                 target: .missingMember(namespace: missing.namespace, member: missing.member)))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Self.chain(node.calledExpression)?.last, assetTypes.contains(callee),
              let first = node.arguments.first else { return .visitChildren }
        let label = first.label?.text
        if let literal = first.expression.as(StringLiteralExprSyntax.self),
           label.map(nameLabels.contains) ?? ["Image", "Color"].contains(callee),
           literal.segments.count == 1, let name = firstStringLiteral(in: literal) {
            uses.append(AssetUse(spelling: "\"\(name)\"", location: location(literal),
                                 target: .stringName(name, found: index.assets[name] != nil)))
        } else if let implicit = first.expression.as(MemberAccessExprSyntax.self), implicit.base == nil,
                  label == nil || label == "resource",
                  let accessor = index.implicitMembers[plainName(implicit.declName.baseName.text)] {
            uses.append(AssetUse(spelling: "." + accessor.path.last!, location: location(implicit), target: .accessor(accessor)))
        }
        return .visitChildren
    }
}

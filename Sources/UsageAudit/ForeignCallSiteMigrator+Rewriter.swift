import SwiftSyntax

/// SwiftGen's convenience initialisers that take an asset, and the Stylebook member each becomes.
private let assetInitialisers: [String: (isColor: Bool, uiKit: String, appKit: String)] = [
    "UIColor": (true, "uiColor", "uiColor"), "NSColor": (true, "nsColor", "nsColor"), "Color": (true, "color", "color"),
    "UIImage": (false, "uiImage", "uiImage"), "NSImage": (false, "nsImage", "nsImage"), "Image": (false, "image", "image"),
]

/// The rewriting pass of `ForeignCallSiteMigrator`.
final class ForeignRewriter: SyntaxRewriter {
    let migration: ForeignMigration
    /// `ns…` accessors instead of `ui…` ones (a file that imports AppKit and not UIKit).
    let platform: String
    var changes = 0
    /// SwiftGen and R.swift uses left as they were, and why.
    var left: [(position: AbsolutePosition, message: String)] = []

    init(migration: ForeignMigration, appKit: Bool) {
        self.migration = migration
        self.platform = appKit ? "ns" : "ui"
        super.init(viewMode: .sourceAccurate)
    }

    /// The old accessor a chain starts with and the Stylebook accessor for its asset.
    private func resolve(_ chain: [String]) -> (accessor: Accessor, target: StylebookTarget, isColor: Bool)? {
        guard let accessor = migration.index.accessor(forChain: chain) else { return nil }
        return resolve(accessor)
    }

    private func resolve(_ accessor: Accessor) -> (accessor: Accessor, target: StylebookTarget, isColor: Bool)? {
        guard let asset = accessor.assetName else { return nil }
        let isColor = Self.isColor(accessor)
        guard let target = migration.target(forAsset: asset, kind: isColor ? .color : .image) else { return nil }
        return (accessor, target, isColor)
    }

    /// A SwiftGen chain's new names: the property after the accessor mapped (`color` → `uiColor`,
    /// `swiftUIColor` → `color`, `image` → `uiImage` with a `!`, as SwiftGen's is not optional).
    private func swiftGenNames(_ chain: [String]) -> (names: [String], unwrapAfter: Int?)? {
        guard case let (accessor, target, isColor)? = resolve(chain), accessor.style == .generated else { return nil }
        var rest = Array(chain.dropFirst(accessor.path.count))
        var unwrap = false
        if let first = rest.first {
            switch (isColor, first) {
            case (true, "color"): rest[0] = platform + "Color"
            case (true, "swiftUIColor"): rest[0] = "color"
            case (true, "name"): rest[0] = "name"
            case (false, "image"): rest[0] = platform + "Image"; unwrap = true
            case (false, "swiftUIImage"): rest[0] = "image"
            case (false, "name"): rest[0] = "rawValue"
            default: return nil
            }
        }
        return (target.path + rest, unwrap ? target.path.count : nil)
    }

    /// `R.color.brand()` / `R.image.cart()` (no arguments): the Stylebook chain, and whether it is a colour.
    private func rswiftNames(_ call: FunctionCallExprSyntax) -> (names: [String], isColor: Bool)? {
        guard call.arguments.isEmpty, call.trailingClosure == nil, let chain = memberChain(call.calledExpression),
              case let (accessor, target, isColor)? = resolve(chain), accessor.style == .rswift, accessor.path.count == chain.count else { return nil }
        return (target.path + [platform + (isColor ? "Color" : "Image")], isColor)
    }

    /// A SwiftGen colour (`ColorAsset`), R.swift colour or Xcode `ColorResource`; else an image.
    static func isColor(_ accessor: Accessor) -> Bool {
        accessor.valueType == "ColorAsset" || accessor.path.first == "ColorResource"
    }

    /// SwiftGen's initialisers (`UIColor(asset: Asset.Colors.brand)`, `Image(asset: Asset.Images.cart)`)
    /// and Xcode's asset-symbol ones (`Color(.brand)`, `UIImage(resource: .cart)`, which is not
    /// optional, so its Stylebook image gets a `!`).
    private func initialiserNames(_ call: FunctionCallExprSyntax) -> (names: [String], unwrapAfter: Int?)? {
        guard let callee = memberChain(call.calledExpression)?.last, let member = assetInitialisers[callee],
              call.arguments.count == 1, let argument = call.arguments.first else { return nil }
        let label = argument.label?.text
        let accessor: Accessor?
        if label == "asset" {
            accessor = memberChain(argument.expression).flatMap { chain in
                migration.index.accessor(forChain: chain).flatMap { $0.style == .generated && $0.path.count == chain.count ? $0 : nil }
            }
        } else if label == "resource" || (label == nil && (callee == "Color" || callee == "Image")) {
            accessor = xcodeSymbol(argument.expression)
        } else {
            accessor = nil
        }
        guard let accessor, case let (_, target, isColor)? = resolve(accessor), isColor == member.isColor else { return nil }
        let name = platform == "ns" ? member.appKit : member.uiKit
        let unwrap = label == "resource" && !isColor
        return (target.path + [name], unwrap ? target.path.count : nil)
    }

    /// `.brand` or `ColorResource.brand`: an Xcode asset symbol.
    private func xcodeSymbol(_ expression: ExprSyntax) -> Accessor? {
        if let implicit = expression.as(MemberAccessExprSyntax.self), implicit.base == nil {
            return migration.index.implicitMembers[plainName(implicit.declName.baseName.text)]
        }
        guard let chain = memberChain(expression), let accessor = migration.index.accessor(forChain: chain),
              accessor.style == .xcodeSymbol, accessor.path.count == chain.count else { return nil }
        return accessor
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        if let names = rswiftNames(node)?.names {
            changes += 1
            return memberChainExpression(names, replacing: node)
        }
        if let (names, unwrapAfter) = initialiserNames(node).map({ ($0.names, $0.unwrapAfter) }) {
            changes += 1
            return memberChainExpression(names, unwrapAfter: unwrapAfter, replacing: node)
        }
        return super.visit(node)
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> ExprSyntax {
        // `R.color.brand()!`: Stylebook's colour is not optional, so the `!` goes too.
        if let call = node.expression.as(FunctionCallExprSyntax.self), case let (names, isColor)? = rswiftNames(call), isColor {
            changes += 1
            return memberChainExpression(names, replacing: node)
        }
        return super.visit(node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        // Only the outermost access of a chain is judged: `A.b.c` once, not `A.b` again.
        let isInner = node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
        guard !isInner, let chain = memberChain(ExprSyntax(node)) else { return super.visit(node) }
        guard case let (names, unwrapAfter)? = swiftGenNames(chain) else {
            if let accessor = migration.index.accessor(forChain: chain) { noteLeft(node, chain: chain, accessor: accessor) }
            return super.visit(node)
        }
        changes += 1
        return memberChainExpression(names, unwrapAfter: unwrapAfter, replacing: node)
    }

    private func noteLeft(_ node: some SyntaxProtocol, chain: [String], accessor: Accessor) {
        let spelling = chain.joined(separator: ".")
        let asset = accessor.assetName ?? "?"
        let message = migration.target(forAsset: asset, kind: Self.isColor(accessor) ? .color : .image) == nil
            ? "\(spelling) is left as it is: no Stylebook accessor loads the asset '\(asset)'"
            : "\(spelling) is left as it is: this form has no Stylebook equivalent (docs/renewal.md)"
        left.append((node.positionAfterSkippingLeadingTrivia, message))
    }
}

import SwiftParser
import SwiftSyntax

/// One rename of a call site: a member chain (`Colors.Content.text`) and what it becomes.
public struct MigrationRule: Sendable, Hashable {
    /// The old chain's last members; a use matches when its chain ends with them.
    public var old: [String]
    /// A whole new chain (`Colors.Accent.primary`), or one member name that replaces the last one.
    public var new: [String]
    /// Whether `.name` alone (an implicit member, as in `.foregroundStyle(.contentText)`) matches.
    public var implicitMember: Bool

    public init(old: [String], new: [String], implicitMember: Bool = false) {
        self.old = old
        self.new = new
        self.implicitMember = implicitMember
    }

    /// Rules from generated Swift: every accessor deprecated with `renamed:` (Stylebook's
    /// `renames:` aliases). Flat members on the frameworks' types also match as implicit members.
    public static func fromDeprecatedAliases(_ accessors: [Accessor]) -> [MigrationRule] {
        let frameworkTypes: Set<String> = ["Color", "ShapeStyle", "Font", "UIColor", "UIFont", "NSColor", "NSFont"]
        return accessors.compactMap { accessor in
            guard let deprecation = accessor.deprecation, deprecation.hasPrefix("renamed to '"), deprecation.hasSuffix("'"),
                  accessor.path.count >= 2 else { return nil }
            let renamed = String(deprecation.dropFirst("renamed to '".count).dropLast())
            let new = renamed.split(separator: ".").map(String.init)
            guard !new.isEmpty else { return nil }
            let parent = accessor.path[accessor.path.count - 2]
            return MigrationRule(old: accessor.path, new: new, implicitMember: new.count == 1 && frameworkTypes.contains(parent))
        }
    }
}

/// Rewrites call sites with swift-syntax: every member chain a rule names gets the new name,
/// with comments, spacing and everything else left byte for byte as it was.
public enum CallSiteMigrator {
    /// The rewritten source and how many call sites changed (0: `source` unchanged).
    public static func migrate(_ source: String, rules: [MigrationRule]) -> (text: String, changes: Int) {
        guard !rules.isEmpty else { return (source, 0) }
        let tree = Parser.parse(source: source)
        let rewriter = ChainRewriter(rules: rules)
        let result = rewriter.visit(tree)
        guard rewriter.changes > 0 else { return (source, 0) }
        return (result.description, rewriter.changes)
    }
}

private final class ChainRewriter: SyntaxRewriter {
    let rules: [MigrationRule]
    var changes = 0

    init(rules: [MigrationRule]) {
        // Longer chains first: `Colors.Brand.ink` wins over a rule for `Brand.ink`.
        self.rules = rules.sorted { $0.old.count > $1.old.count }
        super.init(viewMode: .sourceAccurate)
    }

    static func chain(_ expression: ExprSyntax) -> [String]? { memberChain(expression) }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        let name = plainName(node.declName.baseName.text)
        let names: [String]? = node.base == nil ? nil : Self.chain(ExprSyntax(node))
        for rule in rules where rule.old.last == name {
            if let names, names.count >= rule.old.count, Array(names.suffix(rule.old.count)) == rule.old {
                changes += 1
                return replaced(node, rule: rule, wholeChain: rule.new.count > 1 && names.count == rule.old.count)
            }
            if node.base == nil, rule.implicitMember {
                changes += 1
                return replaced(node, rule: rule, wholeChain: false)
            }
        }
        return super.visit(node)
    }

    /// The whole chain replaced by the rule's (keeping the node's outer trivia), or just the last name.
    func replaced(_ node: MemberAccessExprSyntax, rule: MigrationRule, wholeChain: Bool) -> ExprSyntax {
        if wholeChain { return memberChainExpression(rule.new, replacing: node) }
        let token = node.declName.baseName.with(\.tokenKind, .identifier(rule.new.last ?? ""))
        return ExprSyntax(node.with(\.declName, node.declName.with(\.baseName, token)))
    }
}

/// `A.B.c` as ["A", "B", "c"]; nil when the chain starts with something other than a name.
func memberChain(_ expression: ExprSyntax) -> [String]? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return [plainName(reference.baseName.text)] }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
        return memberChain(base).map { $0 + [plainName(member.declName.baseName.text)] }
    }
    return nil
}

/// `names` as a member chain (`A.b.c`, with a `!` after the member at `unwrapAfter`), in the
/// place of `node`: its leading and trailing trivia (comments, spacing) are kept.
func memberChainExpression(_ names: [String], unwrapAfter: Int? = nil, replacing node: some SyntaxProtocol) -> ExprSyntax {
    var expression = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(names.first ?? "_")))
    for (index, name) in names.enumerated().dropFirst() {
        expression = ExprSyntax(MemberAccessExprSyntax(base: expression, period: .periodToken(),
                                                       declName: DeclReferenceExprSyntax(baseName: .identifier(name))))
        if index == unwrapAfter { expression = ExprSyntax(ForceUnwrapExprSyntax(expression: expression, exclamationMark: .exclamationMarkToken())) }
    }
    expression.leadingTrivia = node.leadingTrivia
    expression.trailingTrivia = node.trailingTrivia
    return expression
}

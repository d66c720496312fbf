import Diagnostics
import SwiftParser
import SwiftSyntax

/// Reads the accessors a generated Swift file declares — Stylebook's, SwiftGen's or any other
/// generator's — as member paths: `static let`/`static var` members and enum cases inside the
/// types it declares or extends. The asset each stands for is the first string literal of its
/// value (`StylebookColor(name: "Colors/brand", …)`, `ColorAsset(name: "brand")`, `case cart = "Icons/cart"`).
public enum GeneratedAccessorReader {
    /// The accessors of `source` (the text of `file`) and the type paths it declares.
    public static func read(_ source: String, file: String) -> (accessors: [Accessor], namespaces: [[String]]) {
        let tree = Parser.parse(source: source)
        let visitor = DeclarationVisitor(converter: SourceLocationConverter(fileName: file, tree: tree), file: file)
        visitor.walk(tree)
        return (visitor.accessors, visitor.namespaces)
    }
}

/// The identifier as written, without the backticks that escape a keyword.
func plainName(_ text: String) -> String {
    text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
}

/// The text of the first single-segment string literal among `node`'s tokens.
func firstStringLiteral(in node: some SyntaxProtocol) -> String? {
    for token in node.tokens(viewMode: .sourceAccurate) {
        if case .stringSegment(let text) = token.tokenKind { return text }
    }
    return nil
}

private final class DeclarationVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    let file: String
    var path: [[String]] = []
    var accessors: [Accessor] = []
    var namespaces: [[String]] = []

    init(converter: SourceLocationConverter, file: String) {
        self.converter = converter
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    var current: [String] { path.last ?? [] }

    func enter(_ name: String, declares: Bool) -> SyntaxVisitorContinueKind {
        let full = current + name.split(separator: ".").map { plainName(String($0)) }
        path.append(full)
        if declares { namespaces.append(full) }
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declares: true) }
    override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declares: true) }
    override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, declares: true) }
    override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension SwiftUI.Color` is `Color` in app code; generic constraints are not part of the path.
        let typeName = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        path.append([plainName(typeName)])
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }

    // Functions' bodies hold no accessors.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        guard isStatic, !current.isEmpty else { return .skipChildren }
        let deprecation = Self.deprecation(node.attributes)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let value: String? = binding.initializer.flatMap { firstStringLiteral(in: $0.value) }
                ?? binding.accessorBlock.flatMap { firstStringLiteral(in: $0) }
            record(name, assetName: value, deprecation: deprecation, at: binding)
            let callee = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
            accessors[accessors.count - 1].valueType = callee?.split(separator: ".").last.map(String.init)
        }
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        let deprecation = Self.deprecation(node.attributes)
        for element in node.elements {
            let raw = element.rawValue.flatMap { firstStringLiteral(in: $0.value) }
            record(element.name.text, assetName: raw ?? element.name.text, deprecation: deprecation, at: element)
            accessors[accessors.count - 1].valueType = "case"
        }
        return .skipChildren
    }

    func record(_ name: String, assetName: String?, deprecation: String?, at node: some SyntaxProtocol) {
        let location = node.startLocation(converter: converter)
        accessors.append(Accessor(path: current + [plainName(name)], assetName: assetName, style: .generated,
                                  deprecation: deprecation,
                                  declaredAt: Diagnostics.SourceLocation(file: file, line: location.line, column: location.column)))
    }

    /// The message of an `@available(*, deprecated…)` attribute ("deprecated" when it has none).
    static func deprecation(_ attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "available" {
            guard let arguments = attribute.arguments,
                  arguments.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "deprecated" }) else { continue }
            let text = arguments.trimmedDescription
            if let renamed = labelled("renamed", in: text) { return "renamed to '\(renamed)'" }
            return labelled("message", in: text) ?? "deprecated"
        }
        return nil
    }

    /// The string after `label: "` in an attribute's argument text.
    static func labelled(_ label: String, in text: String) -> String? {
        guard let start = text.range(of: label + ": \"") else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}

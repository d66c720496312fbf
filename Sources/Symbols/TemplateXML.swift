import Diagnostics
import Grammar

/// An XML element tree with byte offsets, enough to read SF Symbols templates and report
/// `file:line:col` locations. Parsing is the SVG reader's XML parser; this is its node list as a tree,
/// with text kept in document order among the child elements.
struct TemplateElement: Sendable {
    struct Attribute: Sendable {
        var name: String
        var value: String
        /// Byte offset of the attribute's name.
        var offset: Int
        /// Maps a UTF-8 offset inside the decoded value to a byte offset in the source (entities shift it).
        var valueMap: XMLOffsetMap?
    }

    enum Child: Sendable {
        case element(TemplateElement)
        case text(String, offset: Int)
    }

    var name: String
    var attributes: [Attribute]
    var children: [Child]
    /// Byte offset of the `<` that opens the element.
    var offset: Int

    func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    func attributeOffset(_ name: String) -> Int? {
        attributes.first { $0.name == name }?.offset
    }

    /// The source byte offset of position `offset` inside attribute `name`'s value; the attribute's own
    /// offset when the value has no map.
    func attributeValueOffset(_ name: String, _ offset: Int) -> Int? {
        guard let a = attributes.first(where: { $0.name == name }) else { return nil }
        return a.valueMap?.sourceOffset(offset) ?? a.offset
    }

    var elements: [TemplateElement] {
        children.compactMap { if case .element(let e) = $0 { e } else { nil } }
    }

    /// All character data directly inside this element, concatenated.
    var text: String {
        children.map { if case .text(let t, _) = $0 { t } else { "" } }.joined()
    }

    /// Depth-first search including `self`.
    func first(where predicate: (TemplateElement) -> Bool) -> TemplateElement? {
        if predicate(self) { return self }
        for child in elements {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }
}

/// Turns the shared XML parser's flat node list into an `TemplateElement` tree.
enum TemplateXMLParser {
    static func parse(_ source: SourceText) throws(DiagnosticError) -> TemplateElement {
        do {
            let document = try XMLReader.parse(source)
            return element(document.root, in: document)
        } catch {
            throw DiagnosticError(DiagnosticList(error.diagnostics.items.map {
                Diagnostic($0.severity, "malformed XML: \($0.message)", at: $0.location)
            }))
        }
    }

    private static func element(_ index: Int, in document: XMLTree) -> TemplateElement {
        let node = document.nodes[index]
        let text = Array(node.text.utf8)
        var children: [TemplateElement.Child] = []
        var consumed = 0
        func appendText(upTo end: Int) {
            guard end > consumed else { return }
            let piece = String(decoding: text[consumed..<end], as: UTF8.self)
            children.append(.text(piece, offset: node.textMap.sourceOffset(consumed)))
            consumed = end
        }
        for (position, child) in zip(node.childTextPositions, node.children) {
            appendText(upTo: position)
            children.append(.element(element(child, in: document)))
        }
        appendText(upTo: text.count)
        return TemplateElement(name: node.name,
                          attributes: node.attributes.map {
                              .init(name: $0.name, value: $0.value, offset: $0.nameOffset, valueMap: $0.valueMap)
                          },
                          children: children, offset: node.offset)
    }
}

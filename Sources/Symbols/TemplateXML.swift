import Diagnostics

/// A minimal XML element tree with byte offsets, enough to read SF Symbols templates and report
/// `file:line:col` locations. Templates are plain SVG: no namespaces beyond prefixes, no external entities.
struct XMLElement: Sendable {
    struct Attribute: Sendable {
        var name: String
        var value: String
        var offset: Int
    }

    enum Child: Sendable {
        case element(XMLElement)
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

    var elements: [XMLElement] {
        children.compactMap { if case .element(let e) = $0 { e } else { nil } }
    }

    /// All character data directly inside this element, concatenated.
    var text: String {
        children.map { if case .text(let t, _) = $0 { t } else { "" } }.joined()
    }

    /// Depth-first search including `self`.
    func first(where predicate: (XMLElement) -> Bool) -> XMLElement? {
        if predicate(self) { return self }
        for child in elements {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }
}

/// Parses bytes into an `XMLElement` tree; errors are located diagnostics.
struct TemplateXMLParser {
    private let source: SourceText
    private var bytes: [UInt8] { source.bytes }
    private var index = 0

    init(source: SourceText) { self.source = source }

    static func parse(_ source: SourceText) throws(DiagnosticError) -> XMLElement {
        var parser = TemplateXMLParser(source: source)
        return try parser.parseDocument()
    }

    private func fail(_ message: String, at offset: Int) -> DiagnosticError {
        DiagnosticError(.error("malformed XML: \(message)", at: source.location(of: offset)))
    }

    private func peek(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        return Array(bytes[index..<(index + utf8.count)]) == utf8
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// Skips to just after `terminator`; fails at end of input.
    private mutating func skip(past terminator: String, what: String, from start: Int) throws(DiagnosticError) {
        let utf8 = Array(terminator.utf8)
        while index + utf8.count <= bytes.count {
            if bytes[index] == utf8[0], Array(bytes[index..<(index + utf8.count)]) == utf8 {
                index += utf8.count
                return
            }
            index += 1
        }
        throw fail("unterminated \(what)", at: start)
    }

    private mutating func skipMisc() throws(DiagnosticError) {
        while true {
            skipWhitespace()
            let start = index
            if peek("<?") {
                try skip(past: "?>", what: "processing instruction", from: start)
            } else if peek("<!--") {
                try skip(past: "-->", what: "comment", from: start)
            } else if peek("<!DOCTYPE") {
                // The DOCTYPE may hold an internal subset in brackets.
                var depth = 0
                while index < bytes.count {
                    let b = bytes[index]
                    index += 1
                    if b == UInt8(ascii: "[") { depth += 1 }
                    if b == UInt8(ascii: "]") { depth -= 1 }
                    if b == UInt8(ascii: ">") && depth <= 0 { break }
                }
                if index >= bytes.count { throw fail("unterminated DOCTYPE", at: start) }
            } else {
                return
            }
        }
    }

    private mutating func parseDocument() throws(DiagnosticError) -> XMLElement {
        // Skip a UTF-8 byte order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        try skipMisc()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
            throw fail("expected a root element", at: index)
        }
        let root = try parseElement()
        try skipMisc()
        if index < bytes.count { throw fail("content after the root element", at: index) }
        return root
    }

    private func isNameByte(_ b: UInt8) -> Bool {
        !(isSpace(b) || b == UInt8(ascii: "=") || b == UInt8(ascii: ">") || b == UInt8(ascii: "/")
            || b == UInt8(ascii: "<") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "'"))
    }

    private mutating func parseName() throws(DiagnosticError) -> String {
        let start = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        if index == start { throw fail("expected a name", at: start) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseElement() throws(DiagnosticError) -> XMLElement {
        let start = index
        index += 1  // "<"
        let name = try parseName()
        var element = XMLElement(name: name, attributes: [], children: [], offset: start)
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw fail("unterminated start tag <\(name)>", at: start) }
            if peek("/>") {
                index += 2
                return element
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            let attrStart = index
            let attrName = try parseName()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw fail("attribute \(attrName) has no value", at: attrStart)
            }
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw fail("attribute \(attrName) value is not quoted", at: index)
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            if index >= bytes.count { throw fail("unterminated attribute value", at: valueStart) }
            let raw = String(decoding: bytes[valueStart..<index], as: UTF8.self)
            index += 1
            if element.attributes.contains(where: { $0.name == attrName }) {
                throw fail("duplicate attribute \(attrName)", at: attrStart)
            }
            element.attributes.append(.init(name: attrName, value: try decodeEntities(raw, at: valueStart),
                                            offset: attrStart))
        }
        // Content until the matching end tag.
        while true {
            guard index < bytes.count else { throw fail("<\(name)> is never closed", at: start) }
            if peek("</") {
                let endStart = index
                index += 2
                let endName = try parseName()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
                    throw fail("expected '>' in end tag", at: endStart)
                }
                index += 1
                if endName != name {
                    throw fail("end tag </\(endName)> does not match <\(name)>", at: endStart)
                }
                return element
            } else if peek("<!--") {
                try skip(past: "-->", what: "comment", from: index)
            } else if peek("<![CDATA[") {
                let cdStart = index
                index += 9
                let textStart = index
                try skip(past: "]]>", what: "CDATA section", from: cdStart)
                element.children.append(.text(String(decoding: bytes[textStart..<(index - 3)], as: UTF8.self),
                                              offset: textStart))
            } else if peek("<?") {
                try skip(past: "?>", what: "processing instruction", from: index)
            } else if bytes[index] == UInt8(ascii: "<") {
                element.children.append(.element(try parseElement()))
            } else {
                let textStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
                let raw = String(decoding: bytes[textStart..<index], as: UTF8.self)
                element.children.append(.text(try decodeEntities(raw, at: textStart), offset: textStart))
            }
        }
    }

    private func decodeEntities(_ raw: String, at offset: Int) throws(DiagnosticError) -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else {
                throw fail("'&' without ';'", at: offset)
            }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                var scalar: Unicode.Scalar?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if entity.hasPrefix("#") {
                    scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
                }
                guard let scalar else { throw fail("unknown entity &\(entity);", at: offset) }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semi)...]
        }
        result += rest
        return result
    }
}

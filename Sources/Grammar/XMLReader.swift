import Diagnostics

/// Maps UTF-8 offsets in a decoded attribute value or text back to file offsets; entity references
/// and CDATA markers shift them, so the map is a list of runs (decoded start, source start).
package struct XMLOffsetMap: Sendable {
    package var runs: [(decoded: Int, source: Int)]

    package init(start: Int) { runs = [(0, start)] }

    package func sourceOffset(_ decoded: Int) -> Int {
        var best = runs[0]
        for run in runs where run.decoded <= decoded { best = run }
        return best.source + (decoded - best.decoded)
    }
}

package struct XMLAttribute: Sendable {
    /// Qualified name as written, e.g. `xlink:href`.
    package var name: String
    package var value: String
    package var nameOffset: Int
    package var valueMap: XMLOffsetMap
}

/// One element. Nodes live in `XMLTree.nodes`, linked by index so the reader can walk
/// ancestors (CSS descendant selectors) and instantiate `use` targets without copying trees.
package struct XMLTreeNode: Sendable {
    /// Local name for SVG elements; `prefix:local` for elements in other namespaces.
    package var name: String
    /// True when the element belongs to a namespace other than SVG (editor metadata and such).
    package var isForeign: Bool
    package var attributes: [XMLAttribute]
    package var parent: Int?
    package var children: [Int] = []
    /// Character data directly inside (text and CDATA), for `<style>` and for spotting stray text.
    package var text = ""
    package var textMap: XMLOffsetMap
    /// For each child, the UTF-8 length of `text` before it: where the child sits in mixed content.
    package var childTextPositions: [Int] = []
    /// Offset of the `<`.
    package var offset: Int
    /// Offset just past the element's end (`/>` or its closing tag), so tools can cut it out.
    package var endOffset = 0

    package func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }
}

package struct XMLTree: Sendable {
    package var nodes: [XMLTreeNode]
    package var source: SourceText
    /// Index of the root element.
    package var root: Int { 0 }
}

/// A small non-validating XML parser: elements, attributes, text, CDATA, comments, processing
/// instructions, the predefined and numeric entities, and internal-subset `<!ENTITY>` declarations
/// (Illustrator writes namespace URIs that way). Every node keeps its byte offset for diagnostics.
/// Every XML reader (SVG icons, SF Symbols templates, the image-set clean-up) uses this one.
package struct XMLReader {
    static let svgNamespace = "http://www.w3.org/2000/svg"

    private let bytes: [UInt8]
    private let source: SourceText
    private var i = 0
    private var nodes: [XMLTreeNode] = []
    private var entities: [String: String] = [:]
    /// Bytes and references produced by declared entities so far (see `maxEntityExpansionBytes`).
    private var entityExpansionBytes = 0
    private var entityReferenceCount = 0
    /// Prefix → namespace URI; collected document-wide because icon files do not rebind prefixes.
    private var prefixes: [String: String] = [:]
    private var depth = 0
    /// Deeper nesting than any real drawing needs; the limit keeps recursion off the stack's edge.
    static let maxDepth = 256
    /// Total bytes that references to declared (`<!ENTITY>`) entities may expand to in one file:
    /// libxml2's default cap on a text node (`XML_MAX_TEXT_LENGTH`). Values are never expanded
    /// recursively, so this bounds the memory a reference flood ("a 1 MB entity used 20,000 times")
    /// can take; no real icon comes near it (Illustrator declares a few namespace URIs).
    package static let maxEntityExpansionBytes = 10_000_000
    /// References to declared entities in one file.
    package static let maxEntityReferences = 100_000

    private init(source: SourceText) {
        self.source = source
        self.bytes = source.bytes
    }

    package static func parse(_ source: SourceText) throws(DiagnosticError) -> XMLTree {
        var parser = XMLReader(source: source)
        try parser.document()
        return XMLTree(nodes: parser.nodes, source: source)
    }

    private func error(_ message: String, at offset: Int) -> DiagnosticError {
        DiagnosticError(.error(message, at: source.location(of: offset)))
    }

    private func starts(with s: StaticString, at offset: Int) -> Bool {
        let n = s.utf8CodeUnitCount
        guard offset + n <= bytes.count else { return false }
        return s.withUTF8Buffer { buf in
            for k in 0..<n where bytes[offset + k] != buf[k] { return false }
            return true
        }
    }

    private func isNameByte(_ b: UInt8) -> Bool {
        TextScanner.isLetter(b) || TextScanner.isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: ":")
            || b == UInt8(ascii: "-") || b == UInt8(ascii: ".") || b >= 0x80
    }

    private mutating func skipSpaces() {
        while i < bytes.count, TextScanner.isSpace(bytes[i]) { i += 1 }
    }

    /// Skips past `terminator`, or fails with `what` at `start`.
    private mutating func skip(past terminator: StaticString, what: String, start: Int) throws(DiagnosticError) {
        while i < bytes.count {
            if starts(with: terminator, at: i) {
                i += terminator.utf8CodeUnitCount
                return
            }
            i += 1
        }
        throw error("unterminated \(what)", at: start)
    }

    private mutating func name() throws(DiagnosticError) -> String {
        let start = i
        guard i < bytes.count, isNameByte(bytes[i]), !TextScanner.isDigit(bytes[i]), bytes[i] != UInt8(ascii: "-") else {
            throw error(i < bytes.count ? "expected a name" : "unexpected end of file", at: i)
        }
        while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private mutating func document() throws(DiagnosticError) {
        if starts(with: "\u{FEFF}", at: 0) { i = 3 }
        var sawRoot = false
        while true {
            skipSpaces()
            guard i < bytes.count else { break }
            let start = i
            if starts(with: "<?", at: i) {
                try skip(past: "?>", what: "processing instruction", start: start)
            } else if starts(with: "<!--", at: i) {
                try skip(past: "-->", what: "comment", start: start)
            } else if starts(with: "<!DOCTYPE", at: i) {
                try doctype()
            } else if bytes[i] == UInt8(ascii: "<"), !sawRoot {
                try element(parent: nil)
                sawRoot = true
            } else if sawRoot {
                throw error("content after the root element", at: start)
            } else {
                throw error("expected '<' to start the document", at: start)
            }
        }
        if !sawRoot { throw error("no root element", at: i) }
    }

    /// Skips the DOCTYPE, reading `<!ENTITY name "value">` declarations from an internal subset.
    private mutating func doctype() throws(DiagnosticError) {
        let start = i
        i += 9
        var depth = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                i += 1
                while i < bytes.count, bytes[i] != b { i += 1 }
                i += 1
            } else if starts(with: "<!--", at: i) {
                try skip(past: "-->", what: "comment", start: i)
            } else if starts(with: "<!ENTITY", at: i) {
                try entityDeclaration()
            } else if b == UInt8(ascii: "[") {
                depth += 1; i += 1
            } else if b == UInt8(ascii: "]") {
                depth -= 1; i += 1
            } else if b == UInt8(ascii: ">"), depth <= 0 {
                i += 1
                return
            } else {
                i += 1
            }
        }
        throw error("unterminated DOCTYPE", at: start)
    }

    private mutating func entityDeclaration() throws(DiagnosticError) {
        let start = i
        i += 8
        skipSpaces()
        let isParameter = i < bytes.count && bytes[i] == UInt8(ascii: "%")
        if isParameter { i += 1; skipSpaces() }
        let entityName = try name()
        skipSpaces()
        if i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
            let quote = bytes[i]
            i += 1
            let valueStart = i
            while i < bytes.count, bytes[i] != quote { i += 1 }
            guard i < bytes.count else { throw error("unterminated entity declaration", at: start) }
            // Values are taken literally (no nested expansion), which also rules out entity bombs.
            if !isParameter { entities[entityName] = String(decoding: bytes[valueStart..<i], as: UTF8.self) }
            i += 1
        }
        while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
        guard i < bytes.count else { throw error("unterminated entity declaration", at: start) }
        i += 1
    }

    /// Decodes `&...;` at `i` (which points at '&'), appending to `out`.
    private mutating func reference(into out: inout [UInt8]) throws(DiagnosticError) {
        let start = i
        i += 1
        var end = i
        while end < bytes.count, end - start < 64, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw error("'&' must start an entity reference like &amp;", at: start)
        }
        let body = String(decoding: bytes[i..<end], as: UTF8.self)
        i = end + 1
        if body.hasPrefix("#") {
            let hex = body.hasPrefix("#x") || body.hasPrefix("#X")
            let digits = body.dropFirst(hex ? 2 : 1)
            guard let code = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(code), code != 0 else {
                throw error("invalid character reference '&\(body);'", at: start)
            }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
            return
        }
        switch body {
        case "amp": out.append(UInt8(ascii: "&"))
        case "lt": out.append(UInt8(ascii: "<"))
        case "gt": out.append(UInt8(ascii: ">"))
        case "quot": out.append(UInt8(ascii: "\""))
        case "apos": out.append(UInt8(ascii: "'"))
        default:
            guard let value = entities[body] else { throw error("unknown entity '&\(body);'", at: start) }
            try spendEntityExpansion(value.utf8.count, name: body, at: start)
            out.append(contentsOf: value.utf8)
        }
    }

    /// Counts one reference to a declared entity against the file's limits.
    private mutating func spendEntityExpansion(_ bytes: Int, name: String, at offset: Int) throws(DiagnosticError) {
        entityReferenceCount += 1
        entityExpansionBytes += bytes
        if entityExpansionBytes > Self.maxEntityExpansionBytes {
            throw error("entity references expand to more than \(Self.maxEntityExpansionBytes) bytes in this file "
                        + "(here '&\(name);', \(bytes) bytes); Stylebook stops as libxml2 does by default "
                        + "(an entity-expansion attack, or a file to simplify)", at: offset)
        }
        if entityReferenceCount > Self.maxEntityReferences {
            throw error("more than \(Self.maxEntityReferences) entity references in this file (here '&\(name);'); "
                        + "Stylebook stops as libxml2 does by default", at: offset)
        }
    }

    private mutating func attributeValue() throws(DiagnosticError) -> (String, XMLOffsetMap) {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
            throw error("attribute values must be quoted", at: i)
        }
        let quote = bytes[i]
        let start = i
        i += 1
        var out: [UInt8] = []
        var map = XMLOffsetMap(start: i)
        while true {
            guard i < bytes.count else { throw error("unterminated attribute value", at: start) }
            let b = bytes[i]
            if b == quote { i += 1; break }
            if b == UInt8(ascii: "<") { throw error("'<' is not allowed in an attribute value", at: i) }
            if b == UInt8(ascii: "&") {
                try reference(into: &out)
                map.runs.append((out.count, i))
            } else if b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C {
                // Attribute-value normalisation: whitespace characters become spaces.
                out.append(0x20)
                i += 1
            } else {
                // Copy the run of ordinary bytes at once: path data can be megabytes long.
                let runStart = i
                i += 1
                while i < bytes.count {
                    let c = bytes[i]
                    if c == quote || c == UInt8(ascii: "<") || c == UInt8(ascii: "&") || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C { break }
                    i += 1
                }
                out.append(contentsOf: bytes[runStart..<i])
            }
        }
        return (String(decoding: out, as: UTF8.self), map)
    }

    /// Parses one element starting at '<' and everything inside it.
    private mutating func element(parent: Int?) throws(DiagnosticError) {
        let start = i
        i += 1
        let qname = try name()
        var attributes: [XMLAttribute] = []
        while true {
            let hadSpace = i < bytes.count && TextScanner.isSpace(bytes[i])
            skipSpaces()
            guard i < bytes.count else { throw error("unterminated start tag <\(qname)>", at: start) }
            if bytes[i] == UInt8(ascii: ">") || starts(with: "/>", at: i) { break }
            guard hadSpace else { throw error("expected whitespace between attributes", at: i) }
            let nameOffset = i
            let attrName = try name()
            skipSpaces()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
                throw error("attribute '\(attrName)' needs a value (=\"…\")", at: i)
            }
            i += 1
            skipSpaces()
            let (value, map) = try attributeValue()
            if attributes.contains(where: { $0.name == attrName }) {
                throw error("duplicate attribute '\(attrName)'", at: nameOffset)
            }
            if attrName.hasPrefix("xmlns:") { prefixes[String(attrName.dropFirst(6))] = value }
            attributes.append(XMLAttribute(name: attrName, value: value, nameOffset: nameOffset, valueMap: map))
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw error("elements nested more than \(Self.maxDepth) deep", at: start) }
        let (local, foreign) = resolve(qname)
        let index = nodes.count
        nodes.append(XMLTreeNode(name: local, isForeign: foreign, attributes: attributes, parent: parent,
                             textMap: XMLOffsetMap(start: i), offset: start))
        if let parent { nodes[parent].children.append(index) }
        if starts(with: "/>", at: i) {
            i += 2
            nodes[index].endOffset = i
            return
        }
        i += 1
        try content(of: index, qname: qname, start: start)
        nodes[index].endOffset = i
    }

    /// An element name in the SVG namespace loses its prefix; anything else is foreign.
    private func resolve(_ qname: String) -> (String, Bool) {
        guard let colon = qname.firstIndex(of: ":") else { return (qname, false) }
        let prefix = String(qname[..<colon])
        let local = String(qname[qname.index(after: colon)...])
        return prefixes[prefix] == Self.svgNamespace ? (local, false) : (qname, true)
    }

    private mutating func content(of index: Int, qname: String, start: Int) throws(DiagnosticError) {
        var text: [UInt8] = []
        var map = XMLOffsetMap(start: i)
        while true {
            guard i < bytes.count else { throw error("element <\(qname)> is never closed", at: start) }
            let b = bytes[i]
            if b == UInt8(ascii: "<") {
                if starts(with: "</", at: i) {
                    let closeStart = i
                    i += 2
                    let closing = try name()
                    skipSpaces()
                    guard closing == qname else {
                        throw error("closing tag </\(closing)> does not match <\(qname)>", at: closeStart)
                    }
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else {
                        throw error("expected '>' to end </\(closing)>", at: i)
                    }
                    i += 1
                    break
                } else if starts(with: "<!--", at: i) {
                    try skip(past: "-->", what: "comment", start: i)
                } else if starts(with: "<![CDATA[", at: i) {
                    let cdataStart = i
                    i += 9
                    map.runs.append((text.count, i))
                    while i < bytes.count, !starts(with: "]]>", at: i) { text.append(bytes[i]); i += 1 }
                    guard i < bytes.count else { throw error("unterminated CDATA section", at: cdataStart) }
                    i += 3
                    map.runs.append((text.count, i))
                } else if starts(with: "<?", at: i) {
                    try skip(past: "?>", what: "processing instruction", start: i)
                } else if starts(with: "<!", at: i) {
                    throw error("unexpected markup declaration inside an element", at: i)
                } else {
                    nodes[index].childTextPositions.append(text.count)
                    try element(parent: index)
                    map.runs.append((text.count, i))
                }
            } else if b == UInt8(ascii: "&") {
                try reference(into: &text)
                map.runs.append((text.count, i))
            } else {
                text.append(b)
                i += 1
            }
        }
        if !text.isEmpty {
            nodes[index].text = String(decoding: text, as: UTF8.self)
            nodes[index].textMap = map
        }
    }
}

import Foundation
import Grammar

/// One `property: value` pair from a sheet, a `style` attribute or a presentation attribute.
struct SVGDeclaration: Sendable {
    var property: String
    var value: String
    var important: Bool
    /// File offset of the value, for diagnostics.
    var offset: Int
}

/// A compound selector such as `path.outline#a` (type, classes, id; `*` = no type).
struct SVGCompoundSelector: Sendable, Hashable {
    var type: String?
    var id: String?
    var classes: [String] = []
}

/// A complex selector: compounds joined by descendant (` `) or child (`>`) combinators,
/// stored right-most first for matching.
struct SVGSelector: Sendable {
    /// (compound, combinator to its left-hand neighbour: true = child `>`, false = descendant).
    var parts: [(compound: SVGCompoundSelector, childOfNext: Bool)]
    /// (ids, classes, types) packed for ordering.
    var specificity: Int
}

struct SVGStyleRule: Sendable {
    var selector: SVGSelector
    var declarations: [SVGDeclaration]
    /// Position in the document's sheets, for ties in specificity.
    var order: Int
}

/// A CSS subset for icon files: rules with type, `.class`, `#id`, `*` and compound selectors,
/// comma-separated lists, descendant and child combinators, `!important`. Other selectors
/// (attributes, pseudo-classes, siblings) and at-rules are skipped with a warning.
struct SVGStyleSheet: Sendable {
    var rules: [SVGStyleRule] = []

    /// Parses `text`; `map` turns text offsets into file offsets. Problems go to `warn(message, offset)`.
    mutating func add(_ text: String, map: XMLOffsetMap, warn: (String, Int) -> Void) {
        let bytes = Array(text.utf8)
        var i = 0
        func skipSpaceAndComments() {
            while i < bytes.count {
                if TextScanner.isSpace(bytes[i]) { i += 1; continue }
                if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                    i += 2
                    while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                    i = min(bytes.count, i + 2)
                    continue
                }
                // HTML comment markers are allowed around sheets for old user agents.
                if bytes[i...].starts(with: Array("<!--".utf8)) { i += 4; continue }
                if bytes[i...].starts(with: Array("-->".utf8)) { i += 3; continue }
                break
            }
        }
        /// Skips a `{ … }` block with nesting; `i` at '{'.
        func skipBlock() {
            var depth = 0
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "{") { depth += 1 }
                if bytes[i] == UInt8(ascii: "}") { depth -= 1; if depth == 0 { i += 1; return } }
                i += 1
            }
        }
        while true {
            skipSpaceAndComments()
            guard i < bytes.count else { return }
            let preludeStart = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "{"), bytes[i] != UInt8(ascii: ";") { i += 1 }
            let prelude = String(decoding: bytes[preludeStart..<i], as: UTF8.self)
            if prelude.hasPrefix("@") {
                warn("CSS at-rule \(prelude.split(separator: " ").first ?? "") is not supported; ignored", map.sourceOffset(preludeStart))
                if i < bytes.count, bytes[i] == UInt8(ascii: "{") { skipBlock() } else { i += 1 }
                continue
            }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else {
                warn("CSS rule without a declaration block; ignored", map.sourceOffset(preludeStart))
                i += 1
                continue
            }
            let blockStart = i + 1
            var j = blockStart
            while j < bytes.count, bytes[j] != UInt8(ascii: "}") { j += 1 }
            let block = String(decoding: bytes[blockStart..<j], as: UTF8.self)
            i = min(bytes.count, j + 1)
            let declarations = Self.declarations(block) { map.sourceOffset(blockStart + $0) }
            for part in Self.splitSelectorList(prelude, start: preludeStart) {
                guard let selector = Self.selector(part.text) else {
                    warn("CSS selector '\(part.text)' is not supported; rule ignored", map.sourceOffset(part.offset))
                    continue
                }
                rules.append(SVGStyleRule(selector: selector, declarations: declarations, order: rules.count))
            }
        }
    }

    private static func splitSelectorList(_ prelude: String, start: Int) -> [(text: String, offset: Int)] {
        var result: [(String, Int)] = []
        var offset = start
        for piece in prelude.split(separator: ",", omittingEmptySubsequences: false) {
            let leading = piece.utf8.prefix { TextScanner.isSpace($0) }.count
            let trimmed = piece.trimmingSpaces()
            if !trimmed.isEmpty { result.append((trimmed, offset + leading)) }
            offset += piece.utf8.count + 1
        }
        return result
    }

    /// Parses `a.b > c #d` into right-to-left parts; nil for anything outside the subset.
    static func selector(_ text: String) -> SVGSelector? {
        var tokens: [String] = []
        var current = ""
        for ch in text {
            if ch == " " || ch == "\t" || ch == "\n" || ch == "\r" {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else if ch == ">" {
                if !current.isEmpty { tokens.append(current); current = "" }
                tokens.append(">")
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        var parts: [(SVGCompoundSelector, Bool)] = []
        var ids = 0, classes = 0, types = 0
        var pendingChild = false
        for token in tokens.reversed() {
            if token == ">" {
                guard !parts.isEmpty, !pendingChild else { return nil }
                pendingChild = true
                continue
            }
            guard let compound = compound(token) else { return nil }
            if pendingChild, !parts.isEmpty { parts[parts.count - 1].1 = true }
            pendingChild = false
            ids += compound.id == nil ? 0 : 1
            classes += compound.classes.count
            types += compound.type == nil ? 0 : 1
            parts.append((compound, false))
        }
        guard !parts.isEmpty, !pendingChild else { return nil }
        return SVGSelector(parts: parts, specificity: ids * 1_000_000 + classes * 1_000 + types)
    }

    private static func compound(_ token: String) -> SVGCompoundSelector? {
        var result = SVGCompoundSelector()
        var kind: Character = "t"
        var name = ""
        func flush() -> Bool {
            switch kind {
            case "t": if !name.isEmpty && name != "*" { result.type = name }
            case ".": guard !name.isEmpty else { return false }; result.classes.append(name)
            case "#": guard !name.isEmpty, result.id == nil else { return false }; result.id = name
            default: return false
            }
            name = ""
            return true
        }
        for ch in token {
            if ch == "." || ch == "#" {
                guard flush() else { return nil }
                kind = ch
            } else if ch.isLetter || ch.isNumber || ch == "-" || ch == "_" || (ch == "*" && kind == "t" && name.isEmpty) {
                name.append(ch)
            } else {
                return nil
            }
        }
        guard flush() else { return nil }
        return result
    }

    /// Parses `prop: value [!important]; …`. `offsetOf` maps a byte index in `block` to a file offset.
    static func declarations(_ block: String, offsetOf: (Int) -> Int) -> [SVGDeclaration] {
        var result: [SVGDeclaration] = []
        var index = 0
        for piece in block.split(separator: ";", omittingEmptySubsequences: false) {
            defer { index += piece.utf8.count + 1 }
            guard let colon = piece.firstIndex(of: ":") else { continue }
            let property = piece[..<colon].trimmingSpaces().lowercased()
            let rawValue = piece[piece.index(after: colon)...]
            let leading = rawValue.utf8.prefix { TextScanner.isSpace($0) }.count
            var value = rawValue.trimmingSpaces()
            var important = false
            if let bang = value.range(of: "!") {
                let flag = value[bang.upperBound...].trimmingSpaces().lowercased()
                if flag == "important" {
                    important = true
                    value = value[..<bang.lowerBound].trimmingSpaces()
                }
            }
            guard !property.isEmpty else { continue }
            let valueIndex = index + piece.utf8.distance(from: piece.startIndex, to: colon) + 1 + leading
            result.append(SVGDeclaration(property: property, value: value, important: important, offset: offsetOf(valueIndex)))
        }
        return result
    }
}

extension StringProtocol {
    /// Trims ASCII whitespace without Foundation.
    func trimmingSpaces() -> String {
        let u = Array(utf8)
        var lo = 0, hi = u.count
        while lo < hi, TextScanner.isSpace(u[lo]) { lo += 1 }
        while hi > lo, TextScanner.isSpace(u[hi - 1]) { hi -= 1 }
        return String(decoding: u[lo..<hi], as: UTF8.self)
    }
}

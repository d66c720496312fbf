import Diagnostics
import Foundation
import Grammar

/// References that leave the document. An image set holds one file, and Xcode (or anything else
/// that opens the catalog) must not be made to read local files or fetch URLs while drawing it,
/// so every reference other than a same-document `#id` (or a self-contained `data:` URL) goes:
/// `href`/`xlink:href` attributes, `url(…)` in `style` attributes and `<style>` sheets, and
/// `@import` rules.
extension SVGSanitizer {
    /// One replacement in the source bytes.
    typealias Edit = (range: Range<Int>, replacement: [UInt8])

    /// Whether a reference (an `href` value or the inside of `url(…)`) points outside this file:
    /// anything but an empty reference, `#id` or a `data:` URL.
    static func isExternal(_ reference: String) -> Bool {
        var r = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if r.count >= 2, let q = r.first, q == "\"" || q == "'", r.last == q { r = String(r.dropFirst().dropLast()) }
        r = r.trimmingCharacters(in: .whitespacesAndNewlines)
        if r.isEmpty || r.hasPrefix("#") { return false }
        return !r.lowercased().hasPrefix("data:")
    }

    /// Edits that take the external references out of one element's attributes and, for
    /// `<style>`, its sheet; one warning per removal.
    static func externalReferenceEdits(_ node: XMLTreeNode, bytes: [UInt8], source: SourceText,
                                       removals: inout DiagnosticList) -> [Edit] {
        var edits: [Edit] = []
        for attribute in node.attributes {
            let name = attribute.name.lowercased()
            if name == "href" || name.hasSuffix(":href") {
                guard isExternal(attribute.value), let range = attributeRange(bytes, nameOffset: attribute.nameOffset) else { continue }
                removals.warning("removed the \(attribute.name) attribute: it refers to '\(attribute.value)', outside this file",
                                 at: source.location(of: attribute.nameOffset))
                edits.append((range, []))
            } else if name == "style" {
                let cleaned = CSSReferenceCleaner.clean(attribute.value)
                guard !cleaned.removed.isEmpty, let range = attributeRange(bytes, nameOffset: attribute.nameOffset) else { continue }
                for removed in cleaned.removed {
                    removals.warning("removed \(removed) from the style attribute: it refers outside this file",
                                     at: source.location(of: attribute.nameOffset))
                }
                let lead = Array(bytes[range.lowerBound..<attribute.nameOffset])
                edits.append((range, lead + Array("\(attribute.name)=\"\(escaped(cleaned.text))\"".utf8)))
            }
        }
        if node.name == "style", !node.isForeign, let range = contentRange(of: node, bytes: bytes) {
            let cleaned = CSSReferenceCleaner.clean(node.text)
            for removed in cleaned.removed {
                removals.warning("removed \(removed) from the style sheet: it refers outside this file",
                                 at: source.location(of: node.offset))
            }
            if !cleaned.removed.isEmpty { edits.append((range, Array(escaped(cleaned.text).utf8))) }
        }
        return edits
    }

    /// The bytes between an element's start tag and its end tag (nil for an empty element).
    static func contentRange(of node: XMLTreeNode, bytes: [UInt8]) -> Range<Int>? {
        var start = node.offset
        while start < node.endOffset, bytes[start] != UInt8(ascii: ">") {
            // Attribute values may hold '>'; skip quoted runs.
            if bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") {
                let quote = bytes[start]
                start += 1
                while start < node.endOffset, bytes[start] != quote { start += 1 }
            }
            start += 1
        }
        guard start < node.endOffset, bytes[start - 1] != UInt8(ascii: "/") else { return nil }
        var end = node.endOffset - 1
        while end > start, !(bytes[end] == UInt8(ascii: "<") && bytes[end + 1] == UInt8(ascii: "/")) { end -= 1 }
        return end > start ? (start + 1)..<end : nil
    }

    /// Text for an attribute value or element content.
    static func escaped(_ text: String) -> String {
        XMLText.escaped(text)
    }
}

/// Removes `@import` rules and replaces `url(…)` values that leave the document by `none` in CSS
/// text (a sheet or a `style` attribute), keeping everything else as written.
enum CSSReferenceCleaner {
    static func clean(_ css: String) -> (text: String, removed: [String]) {
        let chars = Array(css.unicodeScalars)
        var out = String.UnicodeScalarView()
        var removed: [String] = []
        var i = 0
        func matches(_ word: String, at k: Int) -> Bool {
            let w = Array(word.unicodeScalars)
            guard k + w.count <= chars.count else { return false }
            for (n, c) in w.enumerated() where String(chars[k + n]).lowercased() != String(c) { return false }
            return true
        }
        while i < chars.count {
            if matches("@import", at: i) {
                // The rule runs to its semicolon (quotes and parentheses may hold one).
                var k = i, quote: Unicode.Scalar?, depth = 0
                while k < chars.count {
                    let c = chars[k]
                    if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c }
                    else if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } else if c == ";" && depth <= 0 { break }
                    k += 1
                }
                removed.append(String(String.UnicodeScalarView(chars[i..<min(k, chars.count)])).trimmingCharacters(in: .whitespaces))
                i = min(k + 1, chars.count)
                continue
            }
            if matches("url(", at: i), i == 0 || !isNameScalar(chars[i - 1]) {
                var k = i + 4, quote: Unicode.Scalar?
                while k < chars.count {
                    let c = chars[k]
                    if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == ")" { break }
                    k += 1
                }
                let inner = String(String.UnicodeScalarView(chars[(i + 4)..<min(k, chars.count)]))
                if SVGSanitizer.isExternal(inner) {
                    removed.append(String(String.UnicodeScalarView(chars[i..<min(k + 1, chars.count)])))
                    out.append(contentsOf: "none".unicodeScalars)
                    i = min(k + 1, chars.count)
                    continue
                }
            }
            out.append(chars[i])
            i += 1
        }
        return (String(out), removed)
    }

    private static func isNameScalar(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_"
    }
}

import Diagnostics
import Grammar

/// Removes from an SVG what Xcode's SVG importer (CoreSVG) cannot use, and says what it removed:
/// scripts, event-handler attributes, animation, embedded HTML (`foreignObject`, media) and
/// images that point at other files (the catalog holds only this file; `data:` images stay), and
/// every other reference outside the document (`file:`, `http(s):`, another file's `#id`) in
/// `href`/`xlink:href`, `style` attributes and `<style>` sheets (`url(…)`, `@import`); same-document
/// `#id` references stay (see `SVGSanitizer+References.swift`). Everything else is kept byte for byte, so a clean file comes out unchanged (a UTF-16 file
/// comes out as UTF-8, its XML declaration changed to match).
public enum SVGSanitizer {
    public struct Result: Sendable {
        public var bytes: [UInt8]
        /// One warning per removal, at its place in the source.
        public var removals: DiagnosticList
    }

    static let removedElements: [String: String] = [
        "script": "Xcode does not run scripts",
        "foreignObject": "Xcode does not render embedded HTML",
        "animate": "Xcode draws images without animation",
        "animateTransform": "Xcode draws images without animation",
        "animateMotion": "Xcode draws images without animation",
        "animateColor": "Xcode draws images without animation",
        "set": "Xcode draws images without animation",
        "audio": "Xcode does not play media",
        "video": "Xcode does not play media",
        "iframe": "Xcode does not render embedded HTML",
        "canvas": "Xcode does not render embedded HTML",
    ]

    public static func sanitize(_ input: [UInt8], path: String) throws(DiagnosticError) -> Result {
        // A UTF-16 file is kept as UTF-8 text with a declaration that says so.
        let decoded = XMLTextEncoding.utf8(input)
        let bytes = decoded.wasUTF16 ? XMLTextEncoding.declaringUTF8(decoded.bytes) : input
        let source = SourceText(path: path, bytes: bytes)
        let document = try XMLReader.parse(source)
        guard let root = document.nodes.first, root.name == "svg", !root.isForeign else {
            throw DiagnosticError(.error("the root element is not <svg>", at: source.location(of: document.nodes.first?.offset ?? 0)))
        }
        var cuts: [(range: Range<Int>, replacement: [UInt8])] = []
        var removals = DiagnosticList()
        var removedSubtrees: [Range<Int>] = []
        for node in document.nodes where !node.isForeign {
            if removedSubtrees.contains(where: { $0.contains(node.offset) }) { continue }
            var reason = removedElements[node.name]
            if node.name == "image", let href = (node.attribute("href") ?? node.attribute("xlink:href"))?.value,
               !href.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("data:") {
                reason = "it refers to the file '\(href)', which is not in the image set"
            } else if node.name == "use", let href = (node.attribute("href") ?? node.attribute("xlink:href"))?.value,
                      isExternal(href) {
                reason = "it refers to '\(href)', outside this file"
            }
            if let reason, node.endOffset > node.offset {
                removals.warning("removed <\(node.name)>: \(reason)", at: source.location(of: node.offset))
                cuts.append((node.offset..<node.endOffset, []))
                removedSubtrees.append(node.offset..<node.endOffset)
                continue
            }
            for attribute in node.attributes where attribute.name.lowercased().hasPrefix("on") && attribute.name.count > 2 {
                guard let range = attributeRange(bytes, nameOffset: attribute.nameOffset) else { continue }
                removals.warning("removed the \(attribute.name) attribute: Xcode does not run scripts", at: source.location(of: attribute.nameOffset))
                cuts.append((range, []))
            }
            cuts += externalReferenceEdits(node, bytes: bytes, source: source, removals: &removals)
        }
        guard !cuts.isEmpty else { return Result(bytes: bytes, removals: removals) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        for cut in cuts.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where cut.range.lowerBound >= index {
            out.append(contentsOf: bytes[index..<cut.range.lowerBound])
            out.append(contentsOf: cut.replacement)
            index = cut.range.upperBound
        }
        out.append(contentsOf: bytes[index...])
        return Result(bytes: out, removals: removals)
    }

    /// ` name="value"`, from the white space before the name to the closing quote.
    static func attributeRange(_ bytes: [UInt8], nameOffset: Int) -> Range<Int>? {
        var start = nameOffset
        while start > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start - 1]) { start -= 1 }
        var i = nameOffset
        while i < bytes.count, bytes[i] != UInt8(ascii: "=") { i += 1 }
        i += 1
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[i]
        i += 1
        while i < bytes.count, bytes[i] != quote { i += 1 }
        guard i < bytes.count else { return nil }
        return start..<(i + 1)
    }
}

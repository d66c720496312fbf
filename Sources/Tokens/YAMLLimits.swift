import Diagnostics

/// Limits on YAML that Yams does not impose: nesting depth (its composer recurses once per level,
/// so 100,000 levels would overflow the stack before any error could be given) and alias expansion
/// (a few lines of anchors and aliases can stand for billions of values: an "alias bomb").
public enum YAMLLimits {
    /// Deeper than any configuration or token file needs, far from the stack's edge.
    public static let maxDepth = 256
    /// Values a document may expand to once aliases are resolved.
    public static let maxExpandedValues = 1_000_000

    /// Fails with a located error when `text` may nest deeper than `maxDepth`.
    ///
    /// A conservative bound from the text alone: each line's indentation plus its leading `- `/`? `
    /// indicators (block nesting needs one of either per level) plus the open `[`/`{` brackets (flow
    /// nesting). It can overestimate only for lines indented by hundreds of columns or scalars full of
    /// unbalanced brackets, which no real file has.
    public static func checkDepth(_ text: String, path: String) throws(DiagnosticError) {
        var flow = 0
        var line = 1
        var column = 0
        var indent = 0
        var atIndent = true
        var indicators = 0
        var inComment = false
        var previous: UInt8 = 0x0A
        func fail(_ line: Int, _ column: Int) -> DiagnosticError {
            DiagnosticError(.error("YAML nested more than \(maxDepth) levels deep (or indented more than \(maxDepth) columns); "
                                   + "Stylebook stops reading here", at: SourceLocation(file: path, line: line, column: column)))
        }
        for byte in text.utf8 {
            column += 1
            defer { previous = byte }
            if byte == 0x0A {
                line += 1
                column = 0
                indent = 0
                indicators = 0
                atIndent = true
                inComment = false
                continue
            }
            if inComment { continue }
            if atIndent {
                if byte == 0x20 {
                    // Spaces after a `-`/`?` indicator are part of the compact nesting, not new indentation.
                    if indicators == 0 { indent += 1 }
                    if indent + indicators + flow > maxDepth { throw fail(line, column) }
                    continue
                }
                if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?")) {
                    indicators += 1
                    if indent + indicators + flow > maxDepth { throw fail(line, column) }
                    continue
                }
                atIndent = false
            }
            switch byte {
            case UInt8(ascii: "#") where previous == 0x20 || previous == 0x09 || previous == 0x0A:
                inComment = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flow += 1
                if indent + indicators + flow > maxDepth { throw fail(line, column) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flow = max(0, flow - 1)
            default:
                break
            }
        }
    }
}

import Foundation
import Grammar
/// Builds indented Swift source line by line.
struct SwiftSourceWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content + "\n"
        }
    }

    /// `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout SwiftSourceWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Adds already-indented text (e.g. a fixed template) at the current depth.
    mutating func lines(_ template: String) {
        // At the top level every line is kept as it is: append the text whole instead of
        // splitting a section of 100,000 lines into Characters and joining it again.
        if depth == 0 {
            text += template + "\n"
            return
        }
        for l in template.split(separator: "\n", omittingEmptySubsequences: false) {
            line(String(l))
        }
    }

    /// `/// …` lines for a token description.
    mutating func docComment(_ description: String?) {
        guard let description, !description.isEmpty else { return }
        for l in description.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = l.trimmingSuffixSpaces()
            line(trimmed.isEmpty ? "///" : "/// " + trimmed)
        }
    }

    /// `@available(*, deprecated…)` for a deprecated token.
    mutating func deprecation(_ reason: String?) {
        guard let reason else { return }
        line(reason.isEmpty ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(SwiftLiteral.string(reason)))")
    }
}

extension Substring {
    func trimmingSuffixSpaces() -> String {
        var s = String(self)
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s.removeLast() }
        return s
    }
}

/// Swift literals that read back as exactly the value written, on every platform.
package enum SwiftLiteral {
    /// `s` as a one-line Swift string literal (`SwiftText.quoted`, shared with EmbedRuntime).
    package static func string(_ s: String) -> String {
        // Printable ASCII without quote or backslash is written as it is (most names).
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + s + "\""
        }
        return SwiftText.quoted(s)
    }

    /// A decimal literal with at most 12 significant digits (`0.1`, `16.0`, `1e-05`), so arithmetic
    /// noise from the token source (17 × 1.6 = 27.200000000000003) does not reach the generated code;
    /// non-finite values become 0.
    package static func double(_ d: Double) -> String {
        guard d.isFinite, d != 0 else { return "0.0" }
        // Colour channels are nearly always n/255: those come from a table of the same texts,
        // since `String(format:)` is a large part of writing 100,000 colours.
        let byte = (d * 255).rounded()
        if byte >= 1, byte <= 255, byte / 255 == d { return byteFractions[Int(byte)] }
        return formatted(d)
    }

    /// `double(n / 255)` for n in 0…255 (index 0 unused: zero is "0.0" above).
    private static let byteFractions: [String] = (0...255).map { formatted(Double($0) / 255) }

    private static func formatted(_ d: Double) -> String {
        var text = String(format: "%.12g", d)
        if !text.contains(".") && !text.contains("e") { text += ".0" }
        return text
    }
}

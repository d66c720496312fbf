import Diagnostics
import Foundation

/// Folds the same advice about many files into one line, so a build of 40 icons that all get the
/// same warning prints one warning, not 40, and real errors stay visible.
///
/// Two warnings are "the same" when their messages are equal once each file's own name (the file
/// name without extension, as a whole word) is written `NAME`: "fill-only icon: … add
/// cart.ultralight.svg …" at `icons/cart.svg` and "… add leaf.ultralight.svg …" at
/// `icons/leaf.svg` are one kind. A kind seen in at least `threshold` files is printed once, at
/// its first file, with the count and the first few names; `--verbose` prints every one.
public enum RepeatedWarnings {
    public static let threshold = 3
    static let namesShown = 5

    /// `diagnostics` with every repeated warning kind folded into one warning, in the position of
    /// its first occurrence; errors and notes are never folded.
    public static func summarize(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var groups: [String: [Int]] = [:]
        var keys: [Int: String] = [:]
        for (index, d) in diagnostics.enumerated() where d.severity == .warning {
            guard let key = kind(of: d) else { continue }
            groups[key, default: []].append(index)
            keys[index] = key
        }
        var result: [Diagnostic] = []
        var printed = Set<String>()
        for (index, d) in diagnostics.enumerated() {
            guard let key = keys[index], let members = groups[key] else { result.append(d); continue }
            let files = unique(members.compactMap { diagnostics[$0].location?.file })
            guard files.count >= threshold else { result.append(d); continue }
            guard printed.insert(key).inserted else { continue }
            result.append(folded(key, files: files, first: d))
        }
        return result
    }

    /// The message with the file's own name written `NAME`; nil for a warning with no file.
    static func kind(of d: Diagnostic) -> String? {
        guard let file = d.location?.file, let stem = stem(of: file), !stem.isEmpty else { return nil }
        let pattern = "(?<![A-Za-z0-9_])" + NSRegularExpression.escapedPattern(for: stem) + "(?![A-Za-z0-9_])"
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return d.message }
        let range = NSRange(d.message.startIndex..., in: d.message)
        return regex.stringByReplacingMatches(in: d.message, range: range, withTemplate: "NAME")
    }

    /// `icons/cart.svg` → `cart`; `icons/cart.ultralight.svg` → `cart.ultralight`.
    static func stem(of file: String) -> String? {
        guard let last = file.split(separator: "/").last else { return nil }
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return String(last) }
        return String(last[..<dot])
    }

    static func folded(_ message: String, files: [String], first: Diagnostic) -> Diagnostic {
        let names = files.compactMap(stem(of:))
        let shown = names.prefix(namesShown).joined(separator: ", ") + (names.count > namesShown ? ", …" : "")
        let noun = files.allSatisfy { $0.lowercased().hasSuffix(".svg") } ? "icons" : "files"
        var d = first
        d.message = "\(files.count) \(noun): \(message) (\(noun): \(shown); --verbose lists each)"
        return d
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}

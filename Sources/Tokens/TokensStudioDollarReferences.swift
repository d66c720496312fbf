import Grammar
/// Tokens Studio also accepts references written `$group.token` (its older syntax, still read by
/// the plugin next to `{group.token}`): `"$fontSizes.h1"`, `"$spacing.xs * 2"`. They are rewritten
/// to the curly form so every later step sees one syntax.
enum StudioDollarReferences {
    static func rewritten(_ node: JSONNode) -> JSONNode {
        node.mappingStrings { rewritten($0) }
    }

    /// The text with each `$a.b` reference as `{a.b}`; nil when it holds none. A `$` counts only
    /// at the start of a name (after nothing, a space, an operator, `(` or `,`) and before a letter
    /// or `_`, so `$5`, `US$` and `{$root}`-style paths stay as written.
    static func rewritten(_ text: String) -> String? {
        guard text.contains("$") else { return nil }
        let chars = Array(text)
        var out = ""
        var changed = false
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let startsName = i + 1 < chars.count && (chars[i + 1].isLetter || chars[i + 1] == "_")
            let afterBoundary = i == 0 || " \t(,+-*/".contains(chars[i - 1])
            guard c == "$", startsName, afterBoundary else {
                out.append(c)
                i += 1
                continue
            }
            var end = i + 1
            while end < chars.count, chars[end].isLetter || chars[end].isNumber || "_.-".contains(chars[end]) { end += 1 }
            while end > i + 1, ".-".contains(chars[end - 1]) { end -= 1 }
            out += "{" + String(chars[(i + 1)..<end]) + "}"
            changed = true
            i = end
        }
        return changed ? out : nil
    }
}

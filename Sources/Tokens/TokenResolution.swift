import Diagnostics
import Grammar

/// Vendor extension keys the reader understands.
enum TokenExtensions {
    /// `{"com.stylebook": {"relativeTo": "body", "postScriptName": "Inter-SemiBold"}}` on text styles.
    static let stylebookKey = "com.stylebook"
    /// Terrazzo/Cobalt legacy per-token modes: `{"mode": {"light": …, "dark": …}}`.
    static let modeKey = "mode"
}

/// Resolves references (`{a.b}`, `{"$ref": "#/a/b"}`) and types in one merged token tree
/// (one appearance), with cycle detection, then parses every token's value.
struct ReferenceResolver {
    let root: JSONNode
    let tokens: RawTokenTable
    let documents: DocumentTable
    let remBase: Double
    /// Types of the same paths in other appearances, for files that only declare `$type` in one.
    let borrowedTypes: [String: String]
    /// Tokens that exist in another appearance only: a reference to one here is left out with it,
    /// not reported as pointing to nothing.
    let elsewhere: Set<String>
    var diagnostics = DiagnosticList()
    /// Tokens that could not be resolved or read (their own problem, or one they refer to).
    private(set) var failed = Set<String>()
    /// A failed token → the failed token it refers to, when that is why it failed.
    var blockedBy: [String: String] = [:]

    // Memos by token number (`RawTokenTable`): nil = not yet computed, .some(nil) = failed.
    private var substituted: [JSONNode??]
    private var values: [(type: String, value: TokenValue)??]
    /// Tokens being read right now (a reference back to one is a cycle, reported by substitution).
    var judging: [Bool]
    var judgingCount = 0
    /// Length of each whole-value reference chain, so an over-deep chain is an error even when
    /// it is resolved from its far end (each link then costs one step).
    private var aliasDepth: [Int]
    private var typeMemo: [String??]
    private var stack: [String] = []
    private var typeStack: [String] = []
    /// Nesting of `substitute` (reference chains and the values they pass through), bounded so a
    /// chain of 100,000 references is an error instead of a stack overflow.
    private var depth = 0
    static let maxDepth = 256
    private var depthReported = false

    init(root: JSONNode, tokens: [RawToken], documents: DocumentTable, remBase: Double, borrowedTypes: [String: String],
         elsewhere: Set<String> = []) {
        self.root = root
        let table = RawTokenTable(tokens)
        self.tokens = table
        substituted = Array(repeating: nil, count: table.count)
        values = Array(repeating: nil, count: table.count)
        judging = Array(repeating: false, count: table.count)
        aliasDepth = Array(repeating: 0, count: table.count)
        typeMemo = Array(repeating: nil, count: table.count)
        self.documents = documents
        self.remBase = remBase
        self.borrowedTypes = borrowedTypes
        self.elsewhere = elsewhere
    }

    /// The target of a whole-value reference string, or nil when the string is not one.
    /// White space around the braces is allowed (`"{white} "`), as Style Dictionary reads it.
    static func curlyTarget(_ text: String) -> String? {
        var utf8 = Substring(text).utf8[...]
        let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        while let first = utf8.first, space(first) { utf8 = utf8.dropFirst() }
        while let last = utf8.last, space(last) { utf8 = utf8.dropLast() }
        guard utf8.count > 2, utf8.first == UInt8(ascii: "{"), utf8.last == UInt8(ascii: "}") else { return nil }
        let inner = utf8.dropFirst().dropLast()
        guard !inner.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) else { return nil }
        return String(decoding: inner, as: UTF8.self)
    }

    /// Token path of a `$ref` pointer when it names a whole token (`#/a/b` or `#/a/b/$value`).
    private func pointerToken(_ components: [String]) -> (token: String, rest: [String])? {
        for length in stride(from: components.count, through: 1, by: -1) {
            let name = components[0..<length].joined(separator: ".")
            if tokens[name] != nil {
                var rest = Array(components[length...])
                if rest.first == "$value" { rest.removeFirst() } else if !rest.isEmpty { return nil }
                return (name, rest)
            }
        }
        return nil
    }

    /// Type by DTCG rules: own/group type → referenced token's type → same path elsewhere.
    mutating func type(of name: String) -> String? {
        guard let number = tokens.number(name) else { return nil }
        return type(of: name, number: number)
    }

    mutating func type(of name: String, number: Int) -> String? {
        if let memo = typeMemo[number] { return memo }
        let token = tokens.list[number]
        guard !typeStack.contains(name) else { return nil }
        // A token's own type needs no memo (most tokens have one): one table store fewer per token.
        if let own = token.type { return own }
        var result = token.type
        if result == nil, typeStack.count >= Self.maxDepth {
            reportDepth(at: token.value, owner: name)
            return nil
        }
        if result == nil {
            typeStack.append(name)
            if let text = token.value.string, let target = Self.curlyTarget(text) {
                result = type(of: target)
            } else if let text = token.value.string, StudioMath.hasEmbeddedReference(text),
                      let first = StudioMath.firstReference(in: text) {
                // Tokens Studio maths and rgba(): typed like the first token it uses.
                result = type(of: first)
            } else if let ref = token.value["$ref"]?.string, let components = TokenTree.pointerComponents(ref),
                      let (target, rest) = pointerToken(components), rest.isEmpty {
                result = type(of: target)
            }
            typeStack.removeLast()
        }
        if result == nil { result = borrowedTypes[name] }
        typeMemo[number] = result
        return result
    }

    private mutating func cycleError(_ target: String, owner: String, at node: JSONNode) {
        let start = stack.firstIndex(of: target) ?? 0
        let chain = (stack[start...] + [target]).joined(separator: " → ")
        diagnostics.error("reference cycle: \(chain) (token path \(owner))", at: documents.location(node.pos))
    }

    /// The token's value with every reference replaced by the referenced value; nil after an error.
    mutating func substitutedValue(of name: String) -> JSONNode? {
        guard let number = tokens.number(name) else { return nil }
        return substitutedValue(of: name, number: number)
    }

    mutating func substitutedValue(of name: String, number: Int) -> JSONNode? {
        if let memo = substituted[number] { return memo }
        let token = tokens.list[number]
        stack.append(name)
        var result = substitute(token.value, owner: name)
        if result != nil, let target = wholeTarget(token) {
            let length = (tokens.number(target).map { aliasDepth[$0] } ?? 0) + 1
            aliasDepth[number] = length
            if length > Self.maxDepth {
                reportDepth(at: token.value, owner: name)
                result = nil
            }
        }
        if let modify = token.extensions?[StudioColorModifier.extensionKey]?["modify"], let base = result {
            result = modified(base, modify: modify, owner: name)
        }
        stack.removeLast()
        substituted[number] = result
        return result
    }

    private mutating func reference(_ target: String, owner: String, at node: JSONNode) -> JSONNode? {
        if stack.contains(target) {
            cycleError(target, owner: owner, at: node)
            return nil
        }
        guard let number = tokens.number(target) else {
            if elsewhere.contains(target) {
                // Left out with the token it refers to; the summary says why.
                if blockedBy[owner] == nil { blockedBy[owner] = target }
                return nil
            }
            let components = target.split(separator: ".").map(String.init)
            if let group = TokenTree.node(at: components, in: root), group.isObject {
                let hint = group["$root"] != nil ? "; use {\(target).$root}" : ""
                diagnostics.error("reference {\(target)} points to a group, not a token\(hint) (token path \(owner))", at: documents.location(node.pos))
            } else {
                diagnostics.error("reference {\(target)} points to nothing (token path \(owner))", at: documents.location(node.pos))
            }
            return nil
        }
        let value = substitutedValue(of: target, number: number)
        if value == nil, blockedBy[owner] == nil, owner != target { blockedBy[owner] = target }
        return value
    }

    func isMemoised(_ number: Int) -> Bool { substituted[number] != nil }

    private mutating func reportDepth(at node: JSONNode, owner: String) {
        guard !depthReported else { return }
        depthReported = true
        diagnostics.error("references nest more than \(Self.maxDepth) deep (a chain of {…} references that long); "
                          + "Stylebook stops resolving here (token path \(owner))", at: documents.location(node.pos))
    }

    private mutating func substitute(_ node: JSONNode, owner: String) -> JSONNode? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else {
            reportDepth(at: node, owner: owner)
            return nil
        }
        switch node.kind {
        case .string(let text):
            guard let target = Self.curlyTarget(text) else {
                return StudioMath.hasEmbeddedReference(text) ? embedded(text, owner: owner, at: node) : node
            }
            return reference(target, owner: owner, at: node)
        case .array(let items):
            var out: [JSONNode] = []
            for item in items {
                guard let value = substitute(item, owner: owner) else { return nil }
                out.append(value)
            }
            return JSONNode(.array(out), pos: node.pos)
        case .object(let members):
            if let ref = node["$ref"]?.string { return pointer(ref, owner: owner, at: node) }
            var out: [JSONNode.Member] = []
            for member in members {
                guard let value = substitute(member.value, owner: owner) else { return nil }
                out.append(JSONNode.Member(key: member.key, value: value))
            }
            return JSONNode(.object(out), pos: node.pos)
        default:
            return node
        }
    }

    /// A string with references inside other text (Tokens Studio maths, `rgba({c}, 0.5)`, CSS
    /// shorthands): each reference is replaced by its value's text, then maths is computed.
    private mutating func embedded(_ text: String, owner: String, at node: JSONNode) -> JSONNode? {
        var failed = false
        let replaced = StudioMath.replacingReferences(in: text) { target in
            guard !failed, let value = reference(target, owner: owner, at: node) else {
                failed = true
                return nil
            }
            guard let inline = StudioMath.inlineText(value) else {
                diagnostics.error("{\(target)} is \(value.kindName) and cannot be used inside text (token path \(owner))", at: documents.location(node.pos))
                failed = true
                return nil
            }
            return inline
        }
        guard let replaced, !failed else { return nil }
        return StudioMath.evaluatedNode(replaced, at: node.pos)
    }

    /// Applies a Tokens Studio colour modifier to a resolved colour.
    private mutating func modified(_ base: JSONNode, modify: JSONNode, owner: String) -> JSONNode? {
        guard let modifyValue = substitute(modify, owner: owner) else { return nil }
        var parser = ValueParser(documents: documents, remBase: remBase, owner: owner)
        defer { diagnostics.append(contentsOf: parser.diagnostics) }
        guard let color = parser.color(base), let result = StudioColorModifier.apply(color, modify: modifyValue, parser: &parser) else { return nil }
        return StudioColorModifier.node(result, at: base.pos)
    }

    private mutating func pointer(_ ref: String, owner: String, at node: JSONNode) -> JSONNode? {
        guard let components = TokenTree.pointerComponents(ref) else {
            diagnostics.error("$ref \"\(ref)\" is not a JSON pointer into this token set (expected \"#/group/token\") (token path \(owner))", at: documents.location(node.pos))
            return nil
        }
        if let (target, rest) = pointerToken(components) {
            guard let value = reference(target, owner: owner, at: node) else { return nil }
            guard let part = TokenTree.node(at: rest, in: value) else {
                diagnostics.error("$ref \"\(ref)\" points to nothing inside {\(target)} (token path \(owner))", at: documents.location(node.pos))
                return nil
            }
            return part
        }
        let key = "#" + ref
        if stack.contains(key) {
            cycleError(key, owner: owner, at: node)
            return nil
        }
        guard let target = TokenTree.node(at: components, in: root) else {
            diagnostics.error("$ref \"\(ref)\" points to nothing (token path \(owner))", at: documents.location(node.pos))
            return nil
        }
        stack.append(key)
        defer { stack.removeLast() }
        return substitute(target, owner: owner)
    }

    /// Resolves and parses one token. Reports an error and returns nil when it cannot; memoised,
    /// and a whole-value reference chain is resolved from its far end, so the cost is linear.
    mutating func value(of name: String) -> (type: String, value: TokenValue)? {
        guard let number = tokens.number(name) else {
            failed.insert(name)
            return nil
        }
        return value(of: name, number: number)
    }

    mutating func value(of name: String, number: Int) -> (type: String, value: TokenValue)? {
        if let memo = values[number] { return memo }
        resolveChain(from: name, number: number)
        setJudging(number, true)
        let result = judge(name, number: number)
        setJudging(number, false)
        values[number] = result
        if result == nil { failed.insert(name) }
        return result
    }

    /// Marks a token as being read (a set of numbers, with its size kept for the nesting bound).
    private mutating func setJudging(_ number: Int, _ on: Bool) {
        guard judging[number] != on else { return }
        judging[number] = on
        judgingCount += on ? 1 : -1
    }

    private mutating func judge(_ name: String, number: Int) -> (type: String, value: TokenValue)? {
        let token = tokens.list[number]
        guard var type = type(of: name, number: number) else {
            if let text = token.value.string, let target = Self.curlyTarget(text), tokens[target] == nil {
                // The reference itself is the problem (a group, nothing, a token left out): say that.
                _ = substitutedValue(of: name, number: number)
                return nil
            }
            diagnostics.error("token has no $type (none on the token, its groups, or a token it references) (token path \(name))", at: documents.location(token.pos))
            return nil
        }
        // An unknown type is not fatal: the token is counted in the "not generated" summary.
        guard var canonical = ValueParser.canonicalType(type) else { return (type, .skipped) }
        if ValueParser.skippedTypes.contains(canonical) { return (type, .skipped) }
        if canonical == "color", let text = token.value.string, let target = Self.curlyTarget(text), self.type(of: target) == "gradient" {
            // Tokens Studio types gradients as colours; a colour naming one is that gradient.
            type = "gradient"
            canonical = "gradient"
        }
        // A string-typed target (Tokens Studio "other") may be read as any type.
        if let text = token.value.string, let target = Self.curlyTarget(text), let targetType = self.type(of: target),
           let targetCanonical = ValueParser.canonicalType(targetType), targetCanonical != canonical, targetCanonical != "string",
           !(canonical == "number" && targetCanonical == "dimension" && StudioMath.looseTypes(token)) {
            diagnostics.error("type mismatch: {\(target)} is a \(targetType), this token is a \(type) (token path \(name))", at: documents.location(token.value.pos))
            return nil
        }
        guard var raw = substitutedValue(of: name, number: number) else { return nil }
        if isBlockedByReference(name, token) { return nil }
        if wholeTarget(token) != nil {
            // Problems with the value are reported where this token wrote the reference.
            raw.pos = token.value.pos
        }
        if token.type == nil, let text = token.value.string, StudioMath.hasEmbeddedReference(text), raw.string != nil,
           canonical != "string", !Self.parses(raw, as: canonical, documents: documents, remBase: remBase) {
            // Text around references (a media query, a CSS shorthand) typed only by the token it
            // uses stays text, as Style Dictionary's interpolation leaves it.
            type = "string"
            canonical = "string"
        }
        if StudioMath.looseTypes(token), let adjusted = StudioMath.looseType(canonical, value: raw) {
            // Tokens Studio maths yields lengths from "number" tokens and several lengths from one
            // spacing token: read them as what they are.
            if adjusted == "string" {
                diagnostics.warning("\(type) value \"\(raw.string ?? "")\" holds several values; kept as text (token path \(name))", at: documents.location(token.value.pos))
            }
            type = adjusted
            canonical = adjusted
        }
        if StudioMath.looseTypes(token), canonical == "typography", raw.isObject, raw["fontFamily"] == nil || raw["fontSize"] == nil {
            // Tokens Studio allows partial text styles; without a font and a size there is no text style to write.
            diagnostics.warning("typography without \(raw["fontFamily"] == nil ? "fontFamily" : "fontSize") is not a complete text style; not generated (token path \(name))", at: documents.location(token.value.pos))
            return (type, .skipped)
        }
        var parser = ValueParser(documents: documents, remBase: remBase, owner: name)
        parser.loose = StudioMath.looseTypes(token)
        let value = parser.parse(raw, type: canonical)
        parser.diagnostics = quotingWritten(parser.diagnostics, token: token, resolved: raw)
        if type != canonical && parser.diagnostics.hasErrors {
            // Another tool's type name (Tokens Studio `spacing: "8 16"`): a value that does not fit
            // the DTCG type it stands for is listed as not generated, not fatal.
            for item in parser.diagnostics {
                diagnostics.append(Diagnostic(item.isError ? .warning : item.severity,
                                              item.isError ? item.message + "; read as a \(type) token but not generated" : item.message,
                                              at: item.location))
            }
            return (type, .skipped)
        }
        diagnostics.append(contentsOf: parser.diagnostics)
        if value == nil && !parser.diagnostics.hasErrors {
            // Every token that is not written must say why; never a silent gap in the output.
            diagnostics.error("cannot read this \(type) value (token path \(name))", at: documents.location(token.value.pos))
        }
        return value.map { (type, $0) }
    }
}

import Diagnostics
import Grammar

/// Tokens that cannot be generated, across every appearance: left out of the output (with a
/// warning) together with every token that refers to them, so one bad token never blocks the rest.
struct LeftOutTokens: Sendable {
    /// Tokens whose own value cannot be generated → where they are.
    var own: [String: SourcePos] = [:]
    /// Tokens left out because they refer to a left-out token → that token.
    var dependents: [String: String] = [:]
    var positions: [String: SourcePos] = [:]

    func contains(_ name: String) -> Bool { own[name] != nil || dependents[name] != nil }
    var isEmpty: Bool { own.isEmpty && dependents.isEmpty }
    var names: [String] { (Array(own.keys) + Array(dependents.keys)).sorted() }

    mutating func add(_ resolution: TokenCombiner.Resolution) {
        for name in resolution.failed.sorted() {
            let pos = resolution.positions[name] ?? SourcePos(file: 0, offset: 0)
            if positions[name] == nil { positions[name] = pos }
            if let target = resolution.blockedBy[name] {
                if own[name] == nil, dependents[name] == nil { dependents[name] = target }
            } else if own[name] == nil {
                own[name] = pos
                dependents[name] = nil
            }
        }
    }
}

extension TokenCombiner {
    /// The dotted token path a resolver message names (`… (token path a.b)`).
    static func owner(of message: String) -> String? {
        guard message.hasSuffix(")"), let range = message.range(of: " (token path ", options: .backwards) else { return nil }
        return String(message[range.upperBound..<message.index(before: message.endIndex)])
    }

    /// Cycles and over-deep chains stay errors: they are mistakes in the structure, not one value.
    static func isStructural(_ message: String) -> Bool {
        message.hasPrefix("reference cycle") || message.hasPrefix("references nest")
    }

    /// True when the shaping rules keep `name` out of the output: such a token is never judged.
    func isExcluded(_ name: String) -> Bool {
        guard let shaping = options.shaping else { return false }
        var path = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if path.last == "$root" { path.removeLast() }
        return shaping.shapedPath(path) == nil
    }

    /// `message` with "; left out" before its token path.
    static func leftOutMessage(_ message: String) -> String {
        guard let range = message.range(of: " (token path ", options: .backwards) else { return message + "; left out" }
        return message[..<range.lowerBound] + "; left out" + message[range.lowerBound...]
    }

    /// A resolution's diagnostics once the left-out tokens are known: their errors become
    /// warnings (errors with `strict`), and an excluded token's problems are dropped.
    func judged(_ list: DiagnosticList, _ leftOut: LeftOutTokens) -> DiagnosticList {
        guard !leftOut.isEmpty else { return list }
        var out = DiagnosticList()
        for item in list {
            guard let owner = Self.owner(of: item.message), leftOut.contains(owner) else {
                out.append(item)
                continue
            }
            if isExcluded(owner) { continue }
            if item.isError, !options.strict, !Self.isStructural(item.message) {
                out.append(Diagnostic(.warning, Self.leftOutMessage(item.message), at: item.location))
            } else {
                out.append(item)
            }
        }
        return out
    }

    /// Colours (and other kinds) that exist only outside light: a colour has no "Any" value to fall
    /// back to, so it is left out (an error with `strict`); other kinds are listed in one warning.
    mutating func reportLightless(_ resolved: [Appearance: [String: Resolved]], _ leftOut: inout LeftOutTokens) {
        let light = resolved[.light] ?? [:]
        var reported = Set<String>()
        var lightless: [String: Int] = [:]
        var lightlessAt: SourceLocation?
        for appearance in Appearance.allCases where appearance != .light {
            for name in (resolved[appearance] ?? [:]).keys.sorted() where light[name] == nil && !reported.contains(name) && !leftOut.contains(name) {
                guard let entry = resolved[appearance]?[name] else { continue }
                reported.insert(name)
                guard case .color = entry.value else {
                    lightless[entry.type, default: 0] += 1
                    if lightlessAt == nil { lightlessAt = documents.location(entry.raw.pos) }
                    continue
                }
                let message = "colour has a \(appearance.rawValue) value but no light value"
                if options.strict {
                    diagnostics.error("\(message) (token path \(name))", at: documents.location(entry.raw.pos))
                } else if !isExcluded(name) {
                    diagnostics.warning("\(message); left out (token path \(name))", at: documents.location(entry.raw.pos))
                }
                leftOut.own[name] = entry.raw.pos
                leftOut.positions[name] = entry.raw.pos
            }
        }
        if !lightless.isEmpty {
            let list = lightless.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            diagnostics.warning("\(lightless.values.reduce(0, +)) token(s) have a value only in other appearances, none in light "
                                + "(\"Any\"), and are not generated: " + list.joined(separator: ", "), at: lightlessAt)
        }
    }

    /// Dependents named one warning each; the rest share one warning (a long chain would drown the output).
    static let namedDependents = 50

    /// Names each token left out because it refers to a left-out one, and sums them up.
    mutating func reportLeftOut(_ leftOut: LeftOutTokens) {
        // With --strict the read fails on the first problem; the tokens that refer to it add nothing.
        guard !leftOut.isEmpty, !options.strict else { return }
        var first: SourceLocation?
        let named = leftOut.dependents.sorted(by: { $0.key < $1.key }).filter { !isExcluded($0.key) }
        for (name, target) in named.prefix(Self.namedDependents) {
            let location = leftOut.positions[name].map(documents.location)
            if first == nil { first = location }
            diagnostics.warning("left out: refers to {\(target)}, which cannot be generated (token path \(name))", at: location)
        }
        if named.count > Self.namedDependents {
            let rest = named.dropFirst(Self.namedDependents)
            diagnostics.warning("left out as well, for the same reason: \(rest.count) more token(s): "
                                + rest.prefix(200).map(\.key).joined(separator: ", ") + (rest.count > 200 ? ", …" : ""),
                                at: rest.first.flatMap { leftOut.positions[$0.key] }.map(documents.location))
        }
        let own = leftOut.own.filter { !isExcluded($0.key) }
        let dependents = leftOut.dependents.keys.filter { !isExcluded($0) }.count
        guard !options.strict, own.count + dependents > 0 else { return }
        let ownFirst = own.min { $0.key < $1.key }.map { documents.location($0.value) }
        diagnostics.warning("\(own.count + dependents) token(s) left out: \(own.count) that cannot be generated "
                            + "and \(dependents) that refer to them (see the warnings above); the rest is written. "
                            + "Make these errors with", at: ownFirst ?? first, hint: .setting(flag: "--strict", configKey: "tokens.strict: true"))
    }
}

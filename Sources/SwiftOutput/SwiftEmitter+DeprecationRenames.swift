import Foundation
import Tokens

extension SwiftRename {
    /// The token path a DTCG `$deprecated` message names as the token's replacement: `use
    /// {content.primary}` (a reference in DTCG's brace syntax; `Use`, a trailing `instead` and a
    /// full stop are allowed). nil for any other message, which stays a plain deprecation.
    public static func replacement(inDeprecation message: String?) -> String? {
        guard var rest = message?.trimmingCharacters(in: .whitespaces)[...] else { return nil }
        guard rest.lowercased().hasPrefix("use ") else { return nil }
        rest = rest.dropFirst(4).drop { $0 == " " }
        guard rest.first == "{", let close = rest.firstIndex(of: "}") else { return nil }
        let path = rest[rest.index(after: rest.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        let tail = rest[rest.index(after: close)...].trimmingCharacters(in: .whitespaces).lowercased()
        guard !path.isEmpty, !path.contains("{"), ["", ".", "instead", "instead."].contains(tail) else { return nil }
        return path
    }

    /// The renames a token set's "use {new.token}" deprecations stand for: one per deprecated
    /// colour, text style, dimension, number, duration or shadow whose replacement is a token of
    /// the same kind that is not itself deprecated that way. Sorted by old path.
    public static func fromDeprecations(in tokens: TokenSet) -> [SwiftRename] {
        // Most sets deprecate nothing: then there is nothing to copy, hash or match.
        let anyDeprecated = tokens.colors.contains { $0.info.deprecation != nil } || tokens.textStyles.contains { $0.info.deprecation != nil }
            || tokens.dimensions.contains { $0.info.deprecation != nil } || tokens.numbers.contains { $0.info.deprecation != nil }
            || tokens.durations.contains { $0.info.deprecation != nil } || tokens.shadows.contains { $0.info.deprecation != nil }
        guard anyDeprecated else { return [] }
        var renames: [SwiftRename] = []
        for infos in deprecationKinds(tokens) {
            let paths = Set(infos.map(\.path))
            let replaced = Dictionary(infos.compactMap { info in replacement(inDeprecation: info.deprecation).map { (info.path, $0) } },
                                      uniquingKeysWith: { first, _ in first })
            for info in infos {
                guard let new = replaced[info.path] else { continue }
                let target = TokenPath(parsing: new)
                guard target != info.path, paths.contains(target), replaced[target] == nil else { continue }
                renames.append(SwiftRename(old: info.path.dotted, new: target.dotted, location: info.location))
            }
        }
        return renames.sorted { $0.old.utf8.lexicographicallyPrecedes($1.old.utf8) }
    }

    /// The token kinds a rename alias can stand for, as lists of their infos.
    private static func deprecationKinds(_ tokens: TokenSet) -> [[TokenInfo]] {
        [tokens.colors.map(\.info), tokens.textStyles.map(\.info), tokens.dimensions.map(\.info),
         tokens.numbers.map(\.info), tokens.durations.map(\.info), tokens.shadows.map(\.info)]
    }
}

extension SwiftEmitter {
    /// This emitter with the set's "use {new.token}" deprecations added to `renames`, and the set
    /// without those tokens: the old name then gets exactly the alias a `renames:` entry writes
    /// (`@available(*, deprecated, renamed:)` returning the new accessor) in the core and in every
    /// framework's static members. nil when no token is deprecated that way.
    func applyingDeprecationRenames(to tokens: TokenSet) -> (emitter: SwiftEmitter, tokens: TokenSet)? {
        let all = SwiftRename.fromDeprecations(in: tokens)
        guard !all.isEmpty else { return nil }
        // A `renames:` entry for the same old name says where its alias points.
        let listed = Set(options.renames.map { TokenPath(parsing: $0.old) })
        let derived = all.filter { !listed.contains(TokenPath(parsing: $0.old)) }
        let old = Set(all.map { TokenPath(parsing: $0.old) })
        var kept = tokens
        kept.colors.removeAll { old.contains($0.path) }
        kept.textStyles.removeAll { old.contains($0.path) }
        kept.dimensions.removeAll { old.contains($0.info.path) }
        kept.numbers.removeAll { old.contains($0.info.path) }
        kept.durations.removeAll { old.contains($0.info.path) }
        kept.shadows.removeAll { old.contains($0.info.path) }
        var emitter = self
        emitter.options.renames += derived
        return (emitter, kept)
    }
}

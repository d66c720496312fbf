/// A glob over token paths: components separated by `.` (or `/`); in a component `*` matches any
/// characters and `?` one; a whole component `**` matches any number of components (none too).
/// Each wildcard captures what it matched, for `$1`, `$2` … in a rename target (`**` captures the
/// components it matched, joined with `.`).
public struct TokenPathPattern: Sendable, Hashable, CustomStringConvertible {
    public let text: String
    let components: [String]

    public init(_ text: String) {
        self.text = text
        self.components = TokenPath(parsing: text).components
    }

    public var description: String { text }

    /// Number of wildcards, i.e. captures a full match yields.
    public var captureCount: Int {
        components.reduce(0) { count, component in
            component == "**" ? count + 1 : count + component.filter { $0 == "*" || $0 == "?" }.count
        }
    }

    /// The captures when the pattern matches the whole path, else nil.
    public func match(_ path: [String]) -> [String]? {
        match(components[...], path[...])
    }

    /// Whether the pattern matches the path or one of its groups (so `color.base` covers `color.base.red`).
    public func covers(_ path: [String]) -> Bool {
        (1...max(path.count, 1)).contains { match(Array(path.prefix($0))) != nil }
    }

    private func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> [String]? {
        guard let first = pattern.first else { return path.isEmpty ? [] : nil }
        if first == "**" {
            // Shortest first, so a later literal decides; deterministic either way.
            for taken in 0...path.count {
                if let rest = match(pattern.dropFirst(), path.dropFirst(taken)) {
                    return [path.prefix(taken).joined(separator: ".")] + rest
                }
            }
            return nil
        }
        guard let name = path.first, let captures = Self.matchComponent(Array(first), Array(name)),
              let rest = match(pattern.dropFirst(), path.dropFirst()) else { return nil }
        return captures + rest
    }

    /// Matches one component glob; returns the text each `*`/`?` matched.
    static func matchComponent(_ pattern: [Character], _ text: [Character]) -> [String]? {
        func go(_ p: Int, _ t: Int) -> [String]? {
            if p == pattern.count { return t == text.count ? [] : nil }
            switch pattern[p] {
            case "*":
                for end in t...text.count {
                    if let rest = go(p + 1, end) { return [String(text[t..<end])] + rest }
                }
                return nil
            case "?":
                guard t < text.count, let rest = go(p + 1, t + 1) else { return nil }
                return [String(text[t])] + rest
            default:
                guard t < text.count, text[t] == pattern[p], let rest = go(p + 1, t + 1) else { return nil }
                return rest
            }
        }
        return go(0, 0)
    }
}

/// "Did you mean" for misspelt keys and names: the closest known name by edit distance.
public enum NameSuggestion {
    /// The candidate closest to `name` (adjacent swaps count as one edit), if it is close enough
    /// to be a likely typo: at most 2 edits, and fewer than half the candidate's length.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(lowered, candidate.lowercased())
            guard d <= 2, d * 2 < max(candidate.count, 2) else { continue }
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        return best?.name
    }

    /// `"; did you mean 'x'?"`, or empty when nothing is close.
    public static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters each cost 1.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

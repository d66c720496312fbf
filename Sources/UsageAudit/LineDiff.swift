/// A unified diff of two versions of a file, for `migrate`'s dry run: hunks of changed lines
/// with one line of context, `--- a/PATH` / `+++ b/PATH` headers as `git apply` reads them.
public enum LineDiff {
    public static func unified(old: String, new: String, path: String) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard a != b else { return "" }
        var text = "--- a/\(path)\n+++ b/\(path)\n"
        // Renames replace names inside lines, so lines pair up one to one; otherwise the changed
        // middle (between the common first and last lines) is one hunk.
        let ranges: [(Range<Int>, Range<Int>)]
        if a.count == b.count {
            ranges = changedRuns(a, b).map { ($0, $0) }
        } else {
            var start = 0
            while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
            var endA = a.count, endB = b.count
            while endA > start, endB > start, a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
            ranges = [(start..<endA, start..<endB)]
        }
        for (ra, rb) in ranges {
            let lowerA = max(0, ra.lowerBound - 1), upperA = min(a.count, ra.upperBound + 1)
            let lowerB = max(0, rb.lowerBound - 1), upperB = min(b.count, rb.upperBound + 1)
            text += "@@ -\(lowerA + 1),\(upperA - lowerA) +\(lowerB + 1),\(upperB - lowerB) @@\n"
            for i in lowerA..<ra.lowerBound { text += " " + a[i] + "\n" }
            if a.count == b.count {
                // Paired lines: each changed one as -/+, an unchanged one inside a merged run as context.
                for i in ra { text += a[i] == b[i] ? " " + a[i] + "\n" : "-" + a[i] + "\n+" + b[i] + "\n" }
            } else {
                for i in ra { text += "-" + a[i] + "\n" }
                for i in rb { text += "+" + b[i] + "\n" }
            }
            for i in ra.upperBound..<upperA { text += " " + a[i] + "\n" }
        }
        return text
    }

    /// Runs of differing lines; runs closer than three lines are merged into one hunk.
    static func changedRuns(_ a: [String], _ b: [String]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for i in a.indices where a[i] != b[i] {
            if let last = runs.last, i - last.upperBound < 3 {
                runs[runs.count - 1] = last.lowerBound..<(i + 1)
            } else {
                runs.append(i..<(i + 1))
            }
        }
        return runs
    }
}

import FileOutput
import Foundation
import StylebookKit
import Tokens

enum TokenBench {
    /// Reads a generated token set (colours × 4 appearances through a resolver, plus text styles)
    /// and writes the colour sets and Swift, timing the whole job as `stylebook tokens` runs it.
    /// Each run writes into a fresh folder (the cold case: every file is new); the median of the
    /// runs is the figure to quote, since one run on a shared disk can be far off.
    /// With `studio`, the same system as a Tokens Studio project (`$themes.json`, maths, `rgba()`),
    /// read as a folder.
    static func run(colors: Int, styles: Int, runs: Int, scratch: String, studio: Bool = false) {
        let root = scratch + "/token-bench-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let documents = studio ? TokenFixtures.largeStudio(colors: colors, textStyles: styles) : TokenFixtures.large(colors: colors, textStyles: styles)
        var paths: [String] = []
        for document in documents {
            let path = root + "/sources/" + document.path
            try? FileManager.default.createDirectory(atPath: FilePaths.parent(path), withIntermediateDirectories: true)
            try? document.text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let resolver = paths.first { $0.hasSuffix(".resolver.json") }
        let tokenFiles = studio ? [root + "/sources"] : paths.filter { $0 != resolver }
        let format = studio ? "Tokens Studio folder with $themes.json" : "DTCG + resolver"
        print("\n== tokens: \(colors) colours × 4 appearances + \(styles) text styles (\(format)), \(runs) runs")
        var totals: [Double] = []
        for run in 1...runs {
            let dir = root + "/run\(run)"
            var summary = ""
            var steps: [(String, Double)] = []
            let (_, seconds) = Bench.time {
                do {
                    let (read, readSeconds) = try Bench.time { try TokenBuild.read(TokenBuild.Settings(files: tokenFiles, resolver: resolver)) }
                    var output = BuildOutput(catalogPath: dir + "/Out.xcassets")
                    let (_, planSeconds) = Bench.time {
                        // Shaping (no rules: long-name check and sort) is part of every `tokens` run.
                        let shaped = TokenBuild.shape(read.tokens, TokenShaping())
                        _ = TokenBuild.plan(shaped.tokens, outputs: .init(namespace: "Colors", swift: dir + "/Tokens.swift", core: dir + "/TokensCore.swift"), into: &output)
                    }
                    let (written, writeSeconds) = try Bench.time { try BuildWriter.write(output) }
                    steps = [("read", readSeconds), ("model → sets + Swift", planSeconds), ("write", writeSeconds)]
                    summary = "\(read.tokens.colors.count) colours, \(read.tokens.textStyles.count) text styles, \(written.changed.count) files written"
                } catch {
                    summary = "failed: \(error)"
                }
            }
            totals.append(seconds)
            if run == 1 { print("result         \(summary)") }
            print("run \(run)          \(Bench.format(seconds, 3)) s: \(steps.map { "\($0.0) \(Bench.format($0.1, 3)) s" }.joined(separator: ", "))")
        }
        let sorted = totals.sorted()
        print("""
        read + write   median \(Bench.format(sorted[sorted.count / 2], 3)) s, best \(Bench.format(sorted[0], 3)) s, worst \(Bench.format(sorted[sorted.count - 1], 3)) s (catalog + Swift, target ≤ 1 s)
        peak memory    \(Bench.format(Bench.peakMemoryMiB, 0)) MiB
        """)
    }
}

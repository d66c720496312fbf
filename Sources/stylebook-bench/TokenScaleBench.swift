import FileOutput
import Foundation
import StylebookKit
import Tokens

/// Per-token cost of reading colour tokens at growing sizes: the cost should grow with the work
/// (issue 17 asks per-item cost at the largest size within 15 % of the smallest). Timed: reading
/// the files and planning the catalog sets and Swift in memory (`TokenBuild.read`, `shape`,
/// `plan`), as `stylebook tokens` does before it writes; the write itself is the catalog
/// benchmark's subject. Each size runs `runs` times; the best run is the figure (the least
/// disturbed by other work on the machine).
enum TokenScaleBench {
    static func run(sizes: [Int], runs: Int, scratch: String) {
        let root = scratch + "/token-scale-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        print("\n== token scaling: colour tokens (a quarter of them aliases), read + model, best of \(runs)")
        print("seconds: wall; µs/token: CPU time (user + system), steadier than wall time on a shared machine")
        print("layout                      tokens    seconds   µs/token   vs smallest   read µs/token   vs smallest")
        for layout in Layout.allCases {
            var first: Double?
            var firstRead: Double?
            for size in sizes {
                let folder = root + "/\(layout.rawValue)-\(size)"
                let files = write(layout, size: size, into: folder)
                let timings = (0..<runs).map { _ in readAndPlan(files) }
                let best = timings.map(\.total).min() ?? 0
                let perToken = (timings.map(\.cpu).min() ?? 0) / Double(size) * 1e6
                let readPerToken = (timings.map(\.readCPU).min() ?? 0) / Double(size) * 1e6
                if first == nil { first = perToken }
                if firstRead == nil { firstRead = readPerToken }
                print(pad(layout.title, 26) + pad(String(size), 9, right: true) + pad(Bench.format(best, 3), 11, right: true)
                      + pad(Bench.format(perToken, 2), 11, right: true) + pad(Bench.format(perToken / (first ?? perToken), 2) + "×", 14, right: true)
                      + pad(Bench.format(readPerToken, 2), 16, right: true) + pad(Bench.format(readPerToken / (firstRead ?? readPerToken), 2) + "×", 14, right: true))
                try? FileManager.default.removeItem(atPath: folder)
            }
        }
        chains(root: root, runs: runs)
        print("peak memory    \(Bench.format(Bench.peakMemoryMiB, 0)) MiB")
    }

    enum Layout: String, CaseIterable {
        case oneFile, oneLine, split
        var title: String {
            switch self {
            case .oneFile: "one file"
            case .oneLine: "one file on one line"
            case .split: "500 tokens per file"
            }
        }
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let space = String(repeating: " ", count: max(0, width - text.count))
        return right ? space + text : text + space
    }

    /// `count` colours in groups of 50; every fourth refers to an earlier one.
    static func members(_ range: Range<Int>, newline: String) -> String {
        var text = ""
        for i in range {
            if i % 50 == 0 || i == range.lowerBound {
                if i != range.lowerBound { text += newline + "}," }
                text += newline + "\"g\(i / 50)\": {"
            } else {
                text += ","
            }
            let value = i % 4 == 3 ? "\"{color.g\((i - 3) / 50).c\(i - 3)}\"" : String(format: "\"#%06x\"", (i &* 2_654_435_761) & 0xFFFFFF)
            text += newline + "  \"c\(i)\": { \"$value\": \(value) }"
        }
        return text + (range.isEmpty ? "" : newline + "}")
    }

    static func write(_ layout: Layout, size: Int, into folder: String) -> [String] {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let newline = layout == .oneLine ? "" : "\n"
        let chunk = layout == .split ? 500 : size
        var paths: [String] = []
        for start in stride(from: 0, to: size, by: chunk) {
            // Split files keep whole groups of 50, so an alias always finds its group's file.
            let text = "{ \"color\": { \"$type\": \"color\"," + members(start..<min(size, start + chunk), newline: newline) + newline + "} }\n"
            let path = folder + "/part\(start / chunk).tokens.json"
            try? text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        return paths
    }

    /// Wall seconds for the whole job, and CPU seconds for it and for the read (files → token
    /// model) alone.
    @discardableResult
    static func readAndPlan(_ files: [String]) -> (total: Double, read: Double, cpu: Double, readCPU: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let startCPU = Bench.cpuSeconds
        guard let read = try? TokenBuild.read(TokenBuild.Settings(files: files)) else {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let cpu = Bench.cpuSeconds - startCPU
            return (seconds, seconds, cpu, cpu)
        }
        let readSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let readCPU = Bench.cpuSeconds - startCPU
        var output = BuildOutput(catalogPath: "/nonexistent/Out.xcassets")
        let shaped = TokenBuild.shape(read.tokens, TokenShaping())
        _ = TokenBuild.plan(shaped.tokens, outputs: .init(namespace: "Colors", core: "/nonexistent/Core.swift"), into: &output)
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, readSeconds, Bench.cpuSeconds - startCPU, readCPU)
    }

    /// A chain `t0 → t1 → … → tN` longer than the depth limit, listed in token order and reversed:
    /// both end in the same depth error, and both should cost one step per link.
    static func chains(root: String, runs: Int) {
        print("alias chain (ends in the depth error)     seconds   µs/link")
        for count in [2_000, 20_000] {
            for reversed in [false, true] {
                var members = (0..<count).map { "\"t\($0)\": {\"$value\": \"{t\($0 + 1)}\"}" }
                members.append("\"t\(count)\": {\"$value\": \"#ff0000\"}")
                if reversed { members.reverse() }
                let path = root + "/chain-\(count)-\(reversed).tokens.json"
                try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
                try? ("{\"$type\": \"color\",\n" + members.joined(separator: ",\n") + "}\n").write(toFile: path, atomically: true, encoding: .utf8)
                let best = (0..<runs).map { _ in readAndPlan([path]).total }.min() ?? 0
                let title = "\(count) links, \(reversed ? "reversed" : "token order")"
                print(pad(title, 38) + pad(Bench.format(best, 3), 11, right: true) + pad(Bench.format(best / Double(count) * 1e6, 2), 10, right: true))
            }
        }
    }
}

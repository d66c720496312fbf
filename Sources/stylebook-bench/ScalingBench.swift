import Foundation
import StylebookKit

/// Per-icon cost of `build` as a project grows (issue 17): for each size, a fresh build, a no-op
/// build and a build with one changed icon, through the build cache, of generated icons (simple
/// stroked shapes, each different) in one folder, so the figures need no corpus.
enum ScalingBench {
    static func run(sizes: [Int], variants: String, runs: Int, scratch: String) {
        print("\n== build cost by project size (\(variants) variants, generated icons in one folder)")
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            print("load average   \(load.split(separator: " ").prefix(3).joined(separator: " ")) (1, 5, 15 min)")
        }
        print("icons     fresh s   µs/icon   no-op ms  µs/icon   1 changed ms  µs/icon   changed/fresh")
        for size in sizes { measure(size, variants: variants, runs: runs, scratch: scratch) }
    }

    static func icon(_ index: Int, edited: Bool = false) -> String {
        let a = 3 + index % 7, b = 4 + (index / 7) % 9, c = 5 + (index / 63) % 11, d = edited ? 20 : 18
        return ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M\##(a) \##(b)L\##(d) \##(c)M6 \##(d)h\##(c)v-\##(b)" stroke="#000" stroke-width="2" fill="none" stroke-linecap="round"/></svg>"##
    }

    static func measure(_ count: Int, variants: String, runs: Int, scratch: String) {
        let fm = FileManager.default
        let root = scratch + "/scaling-\(count)-\(UUID().uuidString)"
        defer { try? fm.removeItem(atPath: root) }
        do {
            try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
            for i in 0..<count { try icon(i).write(toFile: root + "/icons/icon\(i).svg", atomically: false, encoding: .utf8) }
            try """
            catalog: Generated/Bench.xcassets
            symbols:
              source: icons
              namespace: Icons
              variants: \(variants)
              swift: Generated/Symbols.swift

            """.write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
        } catch {
            print("scaling: cannot set up \(root): \(error)")
            return
        }
        func build() -> (ProjectBuilder.Report?, Double) {
            Bench.time { () -> ProjectBuilder.Report? in
                guard let config = try? ProjectConfig.load(at: root) else { return nil }
                return ProjectBuilder.build(config, cache: config.buildCache())
            }
        }
        let (fresh, freshSeconds) = build()
        guard let fresh, fresh.succeeded, fresh.symbols == count else {
            print("\(count): fresh build failed: \(fresh?.diagnostics.errors.prefix(3).map(\.description).joined(separator: "; ") ?? "cannot read project")")
            return
        }
        var noOps: [Double] = []
        for _ in 0..<runs { noOps.append(build().1) }
        let noOp = noOps.sorted()[noOps.count / 2]
        var changes: [Double] = []
        var converted = 0
        for run in 0..<runs {
            // Alternate one icon's drawing, so each run changes it (and only it).
            try? icon(count / 2, edited: run % 2 == 0).write(toFile: root + "/icons/icon\(count / 2).svg", atomically: false, encoding: .utf8)
            let (report, seconds) = build()
            converted = report?.convertedIcons ?? -1
            changes.append(seconds)
        }
        let changed = changes.sorted()[changes.count / 2]
        let perIcon = { (seconds: Double) in Bench.format(1_000_000 * seconds / Double(count), 1) }
        print([String(count).padding(toLength: 9, withPad: " ", startingAt: 0),
               Bench.format(freshSeconds, 2).padding(toLength: 9, withPad: " ", startingAt: 0),
               perIcon(freshSeconds).padding(toLength: 9, withPad: " ", startingAt: 0),
               Bench.format(1000 * noOp, 1).padding(toLength: 9, withPad: " ", startingAt: 0),
               perIcon(noOp).padding(toLength: 9, withPad: " ", startingAt: 0),
               Bench.format(1000 * changed, 1).padding(toLength: 13, withPad: " ", startingAt: 0),
               perIcon(changed).padding(toLength: 9, withPad: " ", startingAt: 0),
               Bench.format(100 * changed / freshSeconds, 2) + " % (\(converted) converted; peak \(Bench.format(Bench.peakMemoryMiB, 0)) MiB)"]
            .joined(separator: " "))
    }
}

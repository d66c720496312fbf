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
        print("Each cell: wall seconds / CPU seconds (user + system, both cores); per icon in µs of CPU.")
        print("icons     fresh wall/cpu s   µs/icon   no-op wall/cpu ms   µs/icon   1 changed wall/cpu ms   µs/icon   changed/fresh (cpu)")
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
        func build() -> (ProjectBuilder.Report?, wall: Double, cpu: Double) {
            Bench.timeWithCPU { () -> ProjectBuilder.Report? in
                guard let config = try? ProjectConfig.load(at: root) else { return nil }
                return ProjectBuilder.build(config, cache: config.buildCache())
            }
        }
        let (fresh, freshWall, freshCPU) = build()
        guard let fresh, fresh.succeeded, fresh.symbols == count else {
            print("\(count): fresh build failed: \(fresh?.diagnostics.errors.prefix(3).map(\.description).joined(separator: "; ") ?? "cannot read project")")
            return
        }
        var noOps: [(wall: Double, cpu: Double)] = []
        for _ in 0..<runs { let run = build(); noOps.append((run.wall, run.cpu)) }
        var changes: [(wall: Double, cpu: Double)] = []
        var converted = 0
        for run in 0..<runs {
            // Alternate one icon's drawing, so each run changes it (and only it).
            try? icon(count / 2, edited: run % 2 == 0).write(toFile: root + "/icons/icon\(count / 2).svg", atomically: false, encoding: .utf8)
            let result = build()
            converted = result.0?.convertedIcons ?? -1
            changes.append((result.wall, result.cpu))
        }
        // The median run by CPU time.
        let noOp = noOps.sorted { $0.cpu < $1.cpu }[noOps.count / 2]
        let changed = changes.sorted { $0.cpu < $1.cpu }[changes.count / 2]
        let perIcon = { (seconds: Double) in Bench.format(1_000_000 * seconds / Double(count), 1) }
        func cell(_ wall: Double, _ cpu: Double, scale: Double, digits: Int, width: Int) -> String {
            (Bench.format(scale * wall, digits) + " / " + Bench.format(scale * cpu, digits)).padding(toLength: width, withPad: " ", startingAt: 0)
        }
        print([String(count).padding(toLength: 9, withPad: " ", startingAt: 0),
               cell(freshWall, freshCPU, scale: 1, digits: 2, width: 18),
               perIcon(freshCPU).padding(toLength: 9, withPad: " ", startingAt: 0),
               cell(noOp.wall, noOp.cpu, scale: 1000, digits: 1, width: 19),
               perIcon(noOp.cpu).padding(toLength: 9, withPad: " ", startingAt: 0),
               cell(changed.wall, changed.cpu, scale: 1000, digits: 1, width: 23),
               perIcon(changed.cpu).padding(toLength: 9, withPad: " ", startingAt: 0),
               Bench.format(100 * changed.cpu / freshCPU, 2) + " % (\(converted) converted; peak \(Bench.format(Bench.peakMemoryMiB, 0)) MiB)"]
            .joined(separator: " "))
    }
}

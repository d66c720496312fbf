import Foundation
import StylebookKit
import Tokens

/// Fresh, no-op and one-icon-changed `build` times of whole projects, through the build cache,
/// exactly as `stylebook build` runs them (project file read included, process start-up not).
enum IncrementalBench {
    struct Project {
        var name: String
        var icons: [String]
        var variants: String
        var colors: Int
    }

    static func run(corpus: String, scratch: String, runs: Int) {
        let files = Bench.icons(in: corpus).flatMap { set in set.files.map { (set.set, $0) } }
        guard !files.isEmpty else {
            print("incremental: no icons found under \(corpus) (pass --corpus DIR)")
            return
        }
        let projects = [
            Project(name: "dev corpus, \(files.count) icons, --variants masters (the build default)",
                    icons: files.map { "\($0.0)/\($0.1)" }, variants: "masters", colors: 0),
            Project(name: "\(min(1000, files.count)) icons × 27 variants + 500 colours",
                    icons: files.prefix(1000).map { "\($0.0)/\($0.1)" }, variants: "all", colors: 500),
        ]
        for project in projects { measure(project, scratch: scratch, runs: runs) }
    }

    static func measure(_ project: Project, scratch: String, runs: Int) {
        let fm = FileManager.default
        let root = scratch + "/incremental-\(UUID().uuidString)"
        defer { try? fm.removeItem(atPath: root) }
        do {
            try fm.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
            // One folder of icons, named SET-NAME so the sets' names do not collide.
            for item in project.icons {
                let slash = item.firstIndex(of: "/")!
                let set = item[..<slash], path = String(item[item.index(after: slash)...])
                let file = String(path.split(separator: "/").last!)
                try fm.copyItem(atPath: path, toPath: root + "/icons/\(set)-\(file)")
            }
            var yml = """
            catalog: Generated/Bench.xcassets
            symbols:
              source: icons
              namespace: Icons
              variants: \(project.variants)
              swift: Generated/Symbols.swift

            """
            if project.colors > 0 {
                for document in TokenFixtures.large(colors: project.colors, textStyles: 50) {
                    let path = root + "/tokens/" + document.path
                    try fm.createDirectory(atPath: String(path[..<path.lastIndex(of: "/")!]), withIntermediateDirectories: true)
                    try document.text.write(toFile: path, atomically: true, encoding: .utf8)
                    if document.path.hasSuffix(".resolver.json") {
                        yml += "tokens:\n  resolver: tokens/\(document.path)\n  namespace: Colors\n  swift: Generated/Tokens.swift\n  core: Generated/TokensCore.swift\n"
                    }
                }
            }
            try yml.write(toFile: root + "/stylebook.yml", atomically: true, encoding: .utf8)
        } catch {
            print("incremental: cannot set up \(root): \(error)")
            return
        }

        func build() -> (ProjectBuilder.Report?, Double) {
            Bench.time { () -> ProjectBuilder.Report? in
                guard let config = try? ProjectConfig.load(at: root) else { return nil }
                return ProjectBuilder.build(config, cache: config.buildCache())
            }
        }
        print("\n== incremental build: \(project.name)")
        // Wall-clock figures on a shared machine scale with its load; print it so they can be read.
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            print("load average   \(load.split(separator: " ").prefix(3).joined(separator: " ")) (1, 5, 15 min)")
        }
        let (fresh, freshSeconds) = build()
        guard let fresh, fresh.succeeded else {
            print("fresh build failed: \(fresh?.diagnostics.errors.prefix(3).map(\.description).joined(separator: "; ") ?? "cannot read project")")
            return
        }
        var noOps: [Double] = []
        var skipped: [String] = []
        for _ in 0..<runs {
            let (report, seconds) = build()
            noOps.append(seconds)
            skipped = report?.upToDate ?? []
        }
        let noOp = noOps.sorted()[noOps.count / 2]
        // Change one icon's drawing (not just its bytes): only it is converted again.
        let icon = root + "/icons/" + ((try? fm.contentsOfDirectory(atPath: root + "/icons").sorted().first) ?? "")
        var svg = (try? String(contentsOfFile: icon, encoding: .utf8)) ?? ""
        if let close = svg.range(of: ">", range: (svg.range(of: "<svg")?.upperBound ?? svg.startIndex)..<svg.endIndex) {
            svg.insert(contentsOf: "<g transform=\"scale(0.9)\">", at: close.upperBound)
            svg = svg.replacingOccurrences(of: "</svg>", with: "</g></svg>")
        }
        try? svg.write(toFile: icon, atomically: true, encoding: .utf8)
        let (changed, changedSeconds) = build()
        print("""
        fresh build    \(Bench.format(freshSeconds, 3)) s (\(fresh.symbols) symbols, \(fresh.colors) colours, \(fresh.written?.changed.count ?? 0) files written)
        no-op build    \(Bench.format(1000 * noOp, 1)) ms (median of \(runs); best \(Bench.format(1000 * noOps.min()!, 1)) ms; up to date: \(skipped.joined(separator: ", ")))
        no-op / fresh  \(Bench.format(100 * noOp / freshSeconds, 2)) % (target ≤ 3 %)
        one icon edit  \(Bench.format(1000 * changedSeconds, 1)) ms (\(changed?.convertedIcons ?? -1) converted, \(changed?.reusedIcons ?? -1) from the cache, \(changed?.written?.changed.count ?? 0) file(s) written)
        peak memory    \(Bench.format(Bench.peakMemoryMiB, 0)) MiB
        """)
    }
}

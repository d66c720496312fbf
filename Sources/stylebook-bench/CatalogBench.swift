import Foundation
import StylebookKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum CatalogBench {
    /// `stylebook assets` on a synthetic catalog: `sets` sets (colours, images, symbols in
    /// 5:3:2) in three levels of namespaced groups, read into one Swift file. Times the first
    /// run (Swift file written) and no-op reruns (nothing changed, nothing written); prints the
    /// medians and the targets (≤ 0.5 s, ≤ 0.1 s).
    static func run(sets: Int, runs: Int, scratch: String) {
        let root = scratch + "/catalog-bench-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let catalog = root + "/Synthetic.xcassets"
        make(catalog: catalog, sets: sets)
        print("\n== catalogs: \(sets) sets (colours, images, symbols) in 3 namespace levels → one Swift file, \(runs) runs")
        var fresh: [Double] = []
        var noop: [Double] = []
        var freshCPU: [Double] = []
        var noopCPU: [Double] = []
        for run in 1...runs {
            let swift = root + "/run\(run)/Assets.swift"
            let cache = BuildCache(root: root + "/run\(run)/cache", projectPath: swift)
            let cpu0 = Bench.cpuSeconds
            let (first, firstSeconds) = Bench.time { once(catalog: catalog, swift: swift, cache: cache) }
            let cpu1 = Bench.cpuSeconds
            let (again, againSeconds) = Bench.time { once(catalog: catalog, swift: swift, cache: cache) }
            let cpu2 = Bench.cpuSeconds
            fresh.append(firstSeconds)
            noop.append(againSeconds)
            freshCPU.append(cpu1 - cpu0)
            noopCPU.append(cpu2 - cpu1)
            print("run \(run): first \(Bench.format(firstSeconds, 3)) s wall, \(Bench.format(cpu1 - cpu0, 3)) s CPU (\(first)); "
                  + "no-op \(Bench.format(againSeconds, 3)) s wall, \(Bench.format(cpu2 - cpu1, 3)) s CPU (\(again))")
        }
        func median(_ values: [Double]) -> String { Bench.format(values.sorted()[values.count / 2], 3) }
        // CPU time is printed too: on a shared machine the wall time includes waiting for a core.
        print("median: catalog → Swift \(median(fresh)) s wall / \(median(freshCPU)) s CPU (target ≤ 0.5 s), "
              + "no-op rerun \(median(noop)) s wall / \(median(noopCPU)) s CPU (target ≤ 0.1 s); "
              + "load average \(loadAverage); peak memory \(Bench.format(Bench.peakMemoryMiB, 0)) MiB")
    }

    /// The 1-minute load average, to judge how far wall times are inflated by other processes.
    static var loadAverage: String {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? Bench.format(loads[0], 1) : "?"
    }

    /// One `stylebook assets CATALOG --swift SWIFT` as the command runs it.
    static func once(catalog: String, swift: String, cache: BuildCache) -> String {
        do {
            let result = try AssetsBuild.run(AssetsBuild.Settings(catalogs: [catalog], swift: swift), cache: cache)
            if result.report.diagnostics.hasErrors { return "failed: \(result.report.diagnostics.rendered)" }
            if result.report.upToDate { return "\(result.report.sets) sets, up to date" }
            return "\(result.report.sets) sets, \(result.written?.changed.count ?? 0) file(s) written"
        } catch {
            return "failed: \(error)"
        }
    }

    private static let info = "\"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"

    static func make(catalog: String, sets: Int) {
        let fm = FileManager.default
        let namespace = "{\n  \(info),\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }\n}\n"
        func write(_ text: String, _ path: String) {
            try? fm.createDirectory(atPath: String(path[..<path.lastIndex(of: "/")!]), withIntermediateDirectories: true)
            _ = fm.createFile(atPath: path, contents: Data(text.utf8))
        }
        write("{\n  \(info)\n}\n", catalog + "/Contents.json")
        // 10 × 10 × 5 leaf groups, each with an equal share of the sets.
        let leaves = 500
        for index in 0..<sets {
            let leaf = index % leaves
            let path = ["Area\(leaf / 50)", "Section\(leaf / 5 % 10)", "Group\(leaf % 5)"]
            for depth in 1...3 {
                let group = catalog + "/" + path[..<depth].joined(separator: "/")
                if !fm.fileExists(atPath: group + "/Contents.json") { write(namespace, group + "/Contents.json") }
            }
            let folder = catalog + "/" + path.joined(separator: "/")
            switch index % 10 {
            case 0..<5: write(colorSet(index), folder + "/brand-color-\(index).colorset/Contents.json")
            case 5..<8: write(imageSet(index), folder + "/icon_\(index)_image.imageset/Contents.json")
            default: write(symbolSet(index), folder + "/custom.glyph.\(index).symbolset/Contents.json")
            }
        }
    }

    /// A colour set in the forms Xcode accepts: float, hex and integer components, and a dark
    /// appearance that names a system colour.
    private static func colorSet(_ index: Int) -> String {
        let c = String(format: "%.3f", Double(index % 1000) / 1000)
        return """
        {
          "colors" : [
            {
              "color" : {
                "color-space" : "srgb",
                "components" : {
                  "alpha" : "1.000",
                  "blue" : "\(c)",
                  "green" : "0x3A",
                  "red" : "120"
                }
              },
              "idiom" : "universal"
            },
            {
              "appearances" : [
                {
                  "appearance" : "luminosity",
                  "value" : "dark"
                }
              ],
              "color" : {
                "platform" : "ios",
                "reference" : "systemBackgroundColor"
              },
              "idiom" : "universal"
            }
          ],
          \(info)
        }

        """
    }

    private static func imageSet(_ index: Int) -> String {
        """
        {
          "images" : [
            {
              "filename" : "icon_\(index).pdf",
              "idiom" : "universal"
            }
          ],
          \(info),
          "properties" : {
            "preserves-vector-representation" : true,
            "template-rendering-intent" : "template"
          }
        }

        """
    }

    private static func symbolSet(_ index: Int) -> String {
        """
        {
          \(info),
          "symbols" : [
            {
              "filename" : "custom.\(index).svg",
              "idiom" : "universal"
            }
          ]
        }

        """
    }
}

import Foundation
import Parallel
import StyleGuide
import StylebookKit
import Symbols
import Tokens

/// `stylebook-bench guide`: the style guide of the whole icon corpus (converted as masters, the
/// default of a project) plus the dev token fixture's colours: conversion, page writing, disk.
enum GuideBench {
    static func run(corpus: String, variants: String, scratch: String, runs: Int) {
        let sets = Bench.icons(in: corpus)
        guard !sets.isEmpty, let options = try? SymbolSettings.options(variants: variants) else {
            print("guide: no icons found under \(corpus) (pass --corpus DIR)")
            return
        }
        // Names are unique per set; the guide needs them unique overall.
        let jobs = sets.flatMap { set in
            set.files.map { SymbolJob(name: set.set + "-" + SymbolBatch.symbolName(forFile: $0), source: $0) }
        }
        let (batch, convertSeconds) = Bench.time { SymbolBatch.run(jobs, options: options) }
        let bySet = Dictionary(uniqueKeysWithValues: sets.flatMap { set in set.files.map { ($0, set.set) } })
        let symbols = batch.symbols.map { symbol in
            GuideSymbol(name: symbol.name, assetName: (bySet[symbol.source] ?? "") + "/" + symbol.name, template: symbol.template,
                        warnings: symbol.conversion.diagnostics.items.map(\.description))
        }
        var tokens = TokenSet()
        for i in 0..<200 {
            func c(_ k: Double) -> RGBAColor { RGBAColor(red: Double(i % 10) / 10, green: k, blue: Double(i / 10) / 20) }
            tokens.colors.append(ColorToken(info: TokenInfo(path: TokenPath(["group\(i / 10)", "color\(i)"])),
                                            values: [.light: c(0.2), .dark: c(0.8), .lightHighContrast: c(0.1), .darkHighContrast: c(0.9)]))
        }
        let input = GuideInput(title: "Dev corpus", tokens: tokens, symbols: symbols, fonts: FontAvailability(families: []))
        // Reading the templates back and placing all 27 variants (part of the page time below).
        let (_, drawSeconds) = Bench.time { _ = symbols.concurrentMap { try? SymbolDrawing(template: $0.template, path: $0.name) } }
        let (_, readSeconds) = Bench.time { _ = symbols.concurrentMap { try? TemplateReader.read(bytes: Array($0.template.utf8), path: $0.name) } }
        print("drawings       \(Bench.format(drawSeconds)) s (templates read, 27 variants placed; included in pages), "
              + "of which reading \(Bench.format(readSeconds)) s")
        let folder = scratch + "/guide"
        try? FileManager.default.removeItem(atPath: folder)
        var pageTimes: [Double] = []
        var writeTimes: [Double] = []
        var files: [String: String] = [:]
        var cpuTimes: [Double] = []
        for run in 0..<runs {
            let cpuStart = Bench.cpuSeconds
            let (output, pageSeconds) = Bench.time { StyleGuideWriter.write(input) }
            files = output.files
            // Each run writes into a fresh folder, so every file is really written.
            let target = folder + "-\(run)"
            try? FileManager.default.removeItem(atPath: target)
            let (_, writeSeconds) = Bench.time { _ = try? GuideFolder.write(output.files, to: target) }
            try? FileManager.default.removeItem(atPath: target)
            pageTimes.append(pageSeconds)
            writeTimes.append(writeSeconds)
            cpuTimes.append(Bench.cpuSeconds - cpuStart)
            print("run \(run + 1)          pages \(Bench.format(pageSeconds)) s, disk \(Bench.format(writeSeconds)) s (wall); "
                  + "CPU \(Bench.format(cpuTimes.last!)) s (user + system, all threads)")
        }
        let totals = zip(pageTimes, writeTimes).map { $0 + $1 }.sorted()
        let bytes = files.values.reduce(0) { $0 + $1.utf8.count }
        print("""

        == guide: \(symbols.count) symbols from \(sets.count) sets (--variants \(variants)), \(tokens.colors.count) colours
        convert icons  \(Bench.format(convertSeconds)) s (the same work `build` does; a build with `guide:` shares it)
        guide written  \(Bench.format(totals[totals.count / 2])) s median of \(runs) (pages + disk), min \(Bench.format(totals.first ?? 0)) s wall
        CPU time       \(Bench.format(cpuTimes.sorted()[cpuTimes.count / 2])) s median (÷ \(ProcessInfo.processInfo.activeProcessorCount) cores ≈ wall on an idle machine); load average \(loadAverage())
        files          \(files.count), \(Bench.format(Double(bytes) / 1_048_576, 1)) MiB; index.html \(Bench.format(Double(files["index.html"]?.utf8.count ?? 0) / 1_048_576, 2)) MiB
        peak memory    \(Bench.format(Bench.peakMemoryMiB, 0)) MiB
        """)
    }
}

/// The 1-minute load average, to say how busy the machine was.
func loadAverage() -> String {
    var loads = [Double](repeating: 0, count: 3)
    return getloadavg(&loads, 3) > 0 ? Bench.format(loads[0], 1) : "unknown"
}

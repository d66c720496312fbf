// Release-build benchmark: prints figures, asserts nothing. Run with
//   swift run -c release stylebook-bench [symbols|tokens|token-scale|incremental|guide|catalogs|scaling|hostile|all] [--corpus DIR] [--variants regular|masters|all]
//                                          [--swiftdraw PATH] [--colors N] [--styles N] [--runs N] [--scratch DIR]
import Foundation
import StylebookKit

let usage = """
    usage: stylebook-bench [symbols|tokens|token-scale|incremental|guide|catalogs|all] [options]
      symbols   convert the icon corpus in one process (and SwiftDraw's CLI, one process per icon, when found)
      tokens    read 2,000 colours × 4 appearances + 200 text styles and write catalog + Swift
      token-scale  per-token cost at 2,000 / 20,000 / 100,000 colours (one file, one line, split) and alias chains
      incremental  fresh, no-op and one-icon-changed `build` of the dev corpus (masters) and of
                1,000 icons × 27 variants + 500 colours, through the build cache
      guide     convert the corpus (masters) and write its style guide (pages + disk), --runs times
      catalogs  `stylebook assets` on a synthetic catalog of 5,000 sets in 3 namespace levels: first run and no-op rerun
      scaling   per-icon cost of fresh, no-op and one-changed builds at 2,000 / 10,000 / 20,000 generated icons (--icons; --variants, default masters as in a new project)
      hostile   time and peak memory at issue 24's pathological sizes: long random strokes, self-crossing
                even-odd fills, an entity flood, a batch with hostile icons (docs/reliability.md)
      all       symbols (regular), symbols (all 27 variants), tokens, incremental, catalogs (default)
    options:
      --corpus DIR       icon sets, one folder each (default ../shared/corpus/dev/icons)
      --variants V       regular | masters | all (symbols; default regular)
      --swiftdraw PATH   a SwiftDraw CLI build to compare with (or $STYLEBOOK_SWIFTDRAW)
      --colors N         colour tokens (tokens; default 2000)
      --styles N         text styles (tokens; default 200)
      --input I          dtcg | studio | both (tokens; default both)
      --icons N,N,…      project sizes for scaling (default 2000,10000,20000)
      --runs N           token runs and no-op builds; each token run is printed, then the median (default 5)
      --scratch DIR      where the token run writes (default .build/stylebook-bench)
    """
let valueOptions: Set<String> = ["--corpus", "--variants", "--swiftdraw", "--colors", "--styles", "--runs", "--scratch", "--input", "--icons", "--case"]
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
// Reject what is not understood rather than silently measuring something else.
var index = arguments.first.map { $0.hasPrefix("-") ? 0 : 1 } ?? 0
while index < arguments.count {
    guard valueOptions.contains(arguments[index]), index + 1 < arguments.count else {
        FileHandle.standardError.write(Data("error: unexpected argument '\(arguments[index])'\n\(usage)\n".utf8))
        exit(2)
    }
    index += 2
}

func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

let mode = arguments.first.flatMap { $0.hasPrefix("--") ? nil : $0 } ?? "all"
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
let corpus = option("--corpus") ?? packageRoot + "/../shared/corpus/dev/icons"
// Output goes where a project's catalog would live (inside the package), not to /tmp, whose
// file system can be far slower for thousands of small files.
let scratch = option("--scratch") ?? packageRoot + "/.build/stylebook-bench"
let runs = max(1, Int(option("--runs") ?? "") ?? 5)

print("stylebook-bench \(StylebookVersion.current) — \(ProcessInfo.processInfo.activeProcessorCount) cores, \(Bench.buildKind) build")
if Bench.buildKind == "debug" {
    print("warning: this is a debug build; run `swift run -c release stylebook-bench` for real figures")
}

switch mode {
case "symbols":
    SymbolBench.run(corpus: corpus, variants: option("--variants") ?? "regular", swiftDraw: option("--swiftdraw"))
case "tokens":
    let colors = Int(option("--colors") ?? "") ?? 2000, styles = Int(option("--styles") ?? "") ?? 200
    let input = option("--input") ?? "both"
    if input != "studio" { TokenBench.run(colors: colors, styles: styles, runs: runs, scratch: scratch) }
    if input != "dtcg" { TokenBench.run(colors: colors, styles: styles, runs: runs, scratch: scratch, studio: true) }
case "token-scale":
    // `--colors N` measures one size (for a profiler); by default the three sizes issue 17 asks for.
    let sizes = option("--colors").flatMap(Int.init).map { [$0] } ?? [2_000, 20_000, 100_000]
    TokenScaleBench.run(sizes: sizes, runs: runs, scratch: scratch)
case "incremental":
    IncrementalBench.run(corpus: corpus, scratch: scratch, runs: runs)
case "guide":
    GuideBench.run(corpus: corpus, variants: option("--variants") ?? "masters", scratch: scratch, runs: runs)
case "catalogs":
    CatalogBench.run(sets: 5000, runs: runs, scratch: scratch)
case "scaling":
    let sizes = (option("--icons") ?? "2000,10000,20000").split(separator: ",").compactMap { Int($0) }
    ScalingBench.run(sizes: sizes, variants: option("--variants") ?? "masters", runs: min(runs, 3), scratch: scratch)
case "hostile":
    HostileBench.run(scratch: scratch, only: option("--case").flatMap { Int($0) })
case "all":
    SymbolBench.run(corpus: corpus, variants: "regular", swiftDraw: option("--swiftdraw"))
    SymbolBench.run(corpus: corpus, variants: "all", swiftDraw: nil, compareWithSwiftDraw: false)
    TokenBench.run(colors: 2000, styles: 200, runs: runs, scratch: scratch)
    TokenBench.run(colors: 2000, styles: 200, runs: runs, scratch: scratch, studio: true)
    IncrementalBench.run(corpus: corpus, scratch: scratch, runs: runs)
    CatalogBench.run(sets: 5000, runs: runs, scratch: scratch)
default:
    FileHandle.standardError.write(Data("error: unknown benchmark '\(mode)'\n\(usage)\n".utf8))
    exit(2)
}

// Release-build benchmark: prints figures, asserts nothing. Run with
//   swift run -c release stylebook-bench [symbols|tokens|all] [--corpus DIR] [--variants regular|masters|all]
//                                          [--swiftdraw PATH] [--colors N] [--styles N] [--scratch DIR]
import Foundation
import StylebookKit

let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    return arguments[i + 1]
}

let mode = arguments.first.flatMap { $0.hasPrefix("--") ? nil : $0 } ?? "all"
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
let corpus = option("--corpus") ?? [packageRoot + "/../shared/corpus/dev/icons", "/work/shared/corpus/dev/icons"]
    .first { FileManager.default.fileExists(atPath: $0) } ?? packageRoot + "/../shared/corpus/dev/icons"
// Output goes where a project's catalog would live (inside the package), not to /tmp, whose
// file system can be far slower for thousands of small files.
let scratch = option("--scratch") ?? packageRoot + "/.build/stylebook-bench"

print("stylebook-bench \(StylebookVersion.current) — \(ProcessInfo.processInfo.activeProcessorCount) cores, \(Bench.buildKind) build")
if Bench.buildKind == "debug" {
    print("warning: this is a debug build; run `swift run -c release stylebook-bench` for real figures")
}

switch mode {
case "symbols":
    SymbolBench.run(corpus: corpus, variants: option("--variants") ?? "regular", swiftDraw: option("--swiftdraw"))
case "tokens":
    TokenBench.run(colors: Int(option("--colors") ?? "") ?? 2000, styles: Int(option("--styles") ?? "") ?? 200, scratch: scratch)
case "all":
    SymbolBench.run(corpus: corpus, variants: "regular", swiftDraw: option("--swiftdraw"))
    SymbolBench.run(corpus: corpus, variants: "all", swiftDraw: nil)
    TokenBench.run(colors: 2000, styles: 200, scratch: scratch)
default:
    print("usage: stylebook-bench [symbols|tokens|all] [--corpus DIR] [--variants regular|masters|all] [--swiftdraw PATH] [--colors N] [--styles N] [--scratch DIR]")
    exit(2)
}

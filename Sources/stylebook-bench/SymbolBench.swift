import Foundation
import StylebookKit
import SVG
import Symbols

enum SymbolBench {
    /// `compareWithSwiftDraw`: also time SwiftDraw's CLI (given, or found where it is usually built).
    static func run(corpus: String, variants: String, swiftDraw: String?, compareWithSwiftDraw: Bool = true) {
        let sets = Bench.icons(in: corpus)
        let files = sets.flatMap(\.files)
        guard !files.isEmpty else {
            print("symbols: no icons found under \(corpus) (pass --corpus DIR)")
            return
        }
        let options: SymbolOptions
        do { options = try SymbolSettings.options(variants: variants) } catch {
            print("symbols: \(error)")
            return
        }
        let jobs = files.map { SymbolJob(name: SymbolBatch.symbolName(forFile: $0), source: $0) }
        let (result, seconds) = Bench.time { SymbolBatch.run(jobs, options: options) }
        let bytes = result.symbols.reduce(0) { $0 + $1.template.utf8.count }
        print("""

        == symbols: \(files.count) icons from \(sets.count) sets, --variants \(variants)
        converted      \(result.symbols.count) (\(Bench.format(100 * Double(result.symbols.count) / Double(files.count), 1)) %), failed \(result.failed.count)
        wall time      \(Bench.format(seconds)) s on \(ProcessInfo.processInfo.activeProcessorCount) cores
        throughput     \(Bench.format(Double(files.count) / seconds, 1)) icons/s (\(Bench.format(1000 * seconds / Double(files.count), 2)) ms per icon)
        template text  \(Bench.format(Double(bytes) / 1_048_576, 1)) MiB
        peak memory    \(Bench.format(Bench.peakMemoryMiB, 0)) MiB (process high-water mark so far)
        """)
        if !result.failed.isEmpty { print("failed: " + result.failed.prefix(20).joined(separator: ", ")) }
        // Every template written must pass Stylebook's own validator (not timed above).
        var invalid: [String] = []
        for symbol in result.symbols where TemplateValidator.validate(bytes: Array(symbol.template.utf8), path: symbol.source).hasErrors {
            invalid.append(symbol.source)
        }
        print("validate       \(result.symbols.count - invalid.count) of \(result.symbols.count) templates pass `stylebook validate`"
              + (invalid.isEmpty ? "" : "; failing: " + invalid.prefix(5).joined(separator: ", ")))
        guard compareWithSwiftDraw else { return }
        if let swiftDraw = swiftDraw ?? defaultSwiftDraw() {
            compare(with: swiftDraw, sets: sets)
        } else {
            print("SwiftDraw: not found (pass --swiftdraw PATH to a `swiftdraw` CLI build); comparison skipped")
        }
    }

    static func defaultSwiftDraw() -> String? {
        let candidates = [ProcessInfo.processInfo.environment["STYLEBOOK_SWIFTDRAW"]]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// SwiftDraw's CLI one process per icon, against Stylebook in one process, on the sets that
    /// draw with fills only (SwiftDraw cannot expand strokes on Linux).
    static func compare(with swiftDraw: String, sets: [(set: String, files: [String])]) {
        let fillOnly = sets.filter { set in
            set.files.allSatisfy { file in
                guard let icon = try? SVGReader.read(path: file) else { return false }
                return icon.shapes.allSatisfy { $0.stroke == nil }
            }
        }
        let files = fillOnly.flatMap(\.files)
        guard !files.isEmpty else { return }
        let out = NSTemporaryDirectory() + "stylebook-bench-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        var swiftDrawOK = 0
        let (_, swiftDrawSeconds) = Bench.time {
            for (i, file) in files.enumerated() {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: swiftDraw)
                process.arguments = [file, "--format", "sfsymbol", "--output", out + "/\(i).svg"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                guard (try? process.run()) != nil else { continue }
                process.waitUntilExit()
                if process.terminationStatus == 0 { swiftDrawOK += 1 }
            }
        }
        let options = (try? SymbolSettings.options(variants: "regular")) ?? SymbolOptions()
        let jobs = files.map { SymbolJob(name: SymbolBatch.symbolName(forFile: $0), source: $0) }
        // One icon at a time in one thread: the per-icon cost without the batch's parallelism.
        let (serial, serialSeconds) = Bench.time { jobs.map { SymbolBatch.convert($0, options: options) } }
        let (_, batchSeconds) = Bench.time { SymbolBatch.run(jobs, options: options) }
        let ok = serial.filter { if case .success = $0 { true } else { false } }.count
        let perSwiftDraw = swiftDrawSeconds / Double(files.count)
        let perSerial = serialSeconds / Double(files.count)
        let perBatch = batchSeconds / Double(files.count)
        print("""

        == SwiftDraw comparison: \(files.count) icons in fill-only sets (\(fillOnly.map(\.set).joined(separator: ", ")))
        SwiftDraw CLI, one process per icon   \(Bench.format(1000 * perSwiftDraw, 2)) ms/icon, \(swiftDrawOK) converted
        Stylebook, one thread                 \(Bench.format(1000 * perSerial, 3)) ms/icon, \(ok) converted — \(Bench.format(perSwiftDraw / perSerial, 1))× faster
        Stylebook, batch on all cores         \(Bench.format(1000 * perBatch, 3)) ms/icon — \(Bench.format(perSwiftDraw / perBatch, 1))× faster
        """)
    }
}

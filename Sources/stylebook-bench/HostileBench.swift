import Foundation
import StylebookKit
import SVG
import Symbols

/// Time and peak memory at the pathological sizes of issue 24 (docs/reliability.md quotes them):
/// long random strokes (Regular only and masters), self-crossing even-odd fills that end at the
/// boolean work limit, an entity flood, and a batch in which two such icons sit among good ones.
enum HostileBench {
    static func run(scratch: String) {
        print("\n== hostile input (time, peak RSS of the case: VmHWM after resetting it)")
        for n in [500, 1_000, 2_000, 5_000] {
            for variants in [VariantSet.regular, .masters] {
                let svg = icon("<path d=\"\(scribble(n, curves: true))\" fill=\"none\" stroke=\"black\" stroke-width=\"2\" stroke-linejoin=\"round\"/>")
                measure("stroke, \(n) random segments, --variants \(variants.rawValue)") { convert(svg, variants) }
            }
        }
        for n in [500, 2_000, 5_000] {
            let svg = icon("<path fill-rule=\"evenodd\" d=\"\(scribble(n, curves: true)) Z\"/>")
            measure("even-odd fill, \(n) random segments") { convert(svg, .regular) }
        }
        let flood = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY a \"\(String(repeating: "x", count: 1 << 20))\">]>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><title>\(String(repeating: "&a;", count: 20_000))</title>"
            + "<path d=\"M0 0h24v24z\"/></svg>"
        measure("entity flood, 1 MiB entity × 20,000 in <title>") { convert(flood, .regular) }
        measure("entity flood through validate") {
            TemplateValidator.validate(bytes: Array(flood.utf8), path: "flood.svg").errors.first.map { "error: " + $0.message.prefix(60) } ?? "no error"
        }
        batch(scratch: scratch)
    }

    /// 300 icons, one a 1,000-segment stroke and one a 2,000-segment even-odd scribble.
    static func batch(scratch: String) {
        let folder = scratch + "/hostile-batch"
        try? FileManager.default.removeItem(atPath: folder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var jobs: [SymbolJob] = []
        for k in 0..<300 {
            let body: String
            switch k {
            case 100: body = "<path d=\"\(scribble(1_000, curves: true))\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>"
            case 200: body = "<path fill-rule=\"evenodd\" d=\"\(scribble(2_000, curves: true)) Z\"/>"
            default: body = "<circle cx=\"12\" cy=\"12\" r=\"\(3 + k % 8)\" fill=\"none\" stroke=\"black\" stroke-width=\"2\"/>"
            }
            let path = folder + "/icon\(k).svg"
            FileManager.default.createFile(atPath: path, contents: Data(icon(body).utf8))
            jobs.append(SymbolJob(name: "icon\(k)", source: path))
        }
        measure("batch of 300 icons with 2 hostile ones, --variants masters") {
            let result = SymbolBatch.run(jobs, options: SymbolOptions(variants: .masters))
            return "\(result.symbols.count) written, failed: \(result.failed.joined(separator: ", "))"
        }
    }

    static func convert(_ svg: String, _ variants: VariantSet) -> String {
        do {
            let icon = try SVGReader.parse(text: svg, path: "hostile.svg")
            let c = try SymbolConverter.convert(icon: icon, options: SymbolOptions(variants: variants))
            return "ok, \(c.template.utf8.count / 1024) KiB template"
        } catch {
            return "error: " + (error.diagnostics.errors.first?.message.prefix(60) ?? "")
        }
    }

    static func measure(_ label: String, _ body: () -> String) {
        // Writing 5 to clear_refs resets VmHWM (Linux), so the figure is this case's own peak.
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let (outcome, seconds) = Bench.time(body)
        let label = label.padding(toLength: 58, withPad: " ", startingAt: 0)
        print("\(label) \(Bench.format(seconds, 2).leftPadded(7)) s \(Bench.format(Bench.peakMemoryMiB, 0).leftPadded(6)) MiB  \(outcome)")
    }

    static func icon(_ body: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\(body)</svg>"
    }

    /// `n` seeded random segments over (and a little past) a 24-unit box; every other one a curve.
    static func scribble(_ n: Int, curves: Bool) -> String {
        var state: UInt64 = 11
        func next() -> String {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return String(format: "%.2f", Double(state >> 11) / Double(1 << 53) * 26 - 1)
        }
        var d = "M\(next()) \(next())"
        for k in 0..<n {
            d += curves && k % 2 == 1 ? " C\(next()) \(next()) \(next()) \(next()) \(next()) \(next())" : " L\(next()) \(next())"
        }
        return d
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

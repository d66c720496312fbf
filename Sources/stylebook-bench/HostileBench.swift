import Foundation
import StylebookKit
import SVG
import Symbols

/// Time and peak memory at the pathological sizes of issue 24 (docs/reliability.md quotes them):
/// long random strokes (Regular only and masters), self-crossing even-odd fills that end at the
/// boolean work limit, an entity flood, and a batch in which two such icons sit among good ones.
enum HostileBench {
    /// Every case in its own process (`--case N`), so each peak is that case's alone.
    static func run(scratch: String, only: Int? = nil) {
        let all = cases(scratch: scratch)
        if let only {
            guard all.indices.contains(only) else { return }
            measure(all[only].label, all[only].body)
            return
        }
        print("\n== hostile input (time; peak RSS = VmHWM of a fresh process per case)")
        for k in all.indices {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = ["hostile", "--case", "\(k)", "--scratch", scratch]
            let pipe = Pipe()
            process.standardOutput = pipe
            do { try process.run() } catch {
                measure(all[k].label, all[k].body)
                continue
            }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
            print(lines.last.map(String.init) ?? "\(all[k].label): no output (exit \(process.terminationStatus))")
        }
    }

    static func cases(scratch: String) -> [(label: String, body: () -> String)] {
        var list: [(label: String, body: () -> String)] = []
        for n in [500, 1_000, 2_000, 5_000] {
            for variants in [VariantSet.regular, .masters] {
                let svg = icon("<path d=\"\(scribble(n, curves: true))\" fill=\"none\" stroke=\"black\" stroke-width=\"2\" stroke-linejoin=\"round\"/>")
                list.append(("stroke, \(n) random segments, --variants \(variants.rawValue)", { convert(svg, variants) }))
            }
        }
        for n in [500, 2_000, 5_000] {
            let svg = icon("<path fill-rule=\"evenodd\" d=\"\(scribble(n, curves: true)) Z\"/>")
            list.append(("even-odd fill, \(n) random segments", { convert(svg, .regular) }))
        }
        let flood = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY a \"\(String(repeating: "x", count: 1 << 20))\">]>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><title>\(String(repeating: "&a;", count: 20_000))</title>"
            + "<path d=\"M0 0h24v24z\"/></svg>"
        list.append(("entity flood, 1 MiB entity × 20,000 in <title>", { convert(flood, .regular) }))
        list.append(("entity flood through validate", {
            TemplateValidator.validate(bytes: Array(flood.utf8), path: "flood.svg").errors.first.map { "error: " + $0.message.prefix(60) } ?? "no error"
        }))
        list.append(("batch of 300 icons with 2 hostile ones, --variants masters", { batch(scratch: scratch) }))
        return list
    }

    /// 300 icons, one a 1,000-segment stroke and one a 2,000-segment even-odd scribble.
    static func batch(scratch: String) -> String {
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
            _ = FileManager.default.createFile(atPath: path, contents: Data(icon(body).utf8))
            jobs.append(SymbolJob(name: "icon\(k)", source: path))
        }
        let result = SymbolBatch.run(jobs, options: SymbolOptions(variants: .masters))
        return "\(result.symbols.count) written, failed: \(result.failed.joined(separator: ", "))"
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
        // Run in a fresh process (see `run`), so VmHWM is this case's own peak.
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

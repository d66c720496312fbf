import XCTest
import Foundation
import Diagnostics
import SVG
@testable import Symbols

/// Batch export used to measure fidelity with ../shared/tools/fidelity (not a unit test: skipped unless
/// STYLEBOOK_FIDELITY_LIST names a file of "input<TAB>output" lines). STYLEBOOK_FIDELITY_VARIANTS picks
/// regular|masters|all. Failures are written next to the output as `.err`.
final class FidelityExportTests: XCTestCase {
    func testExportList() throws {
        let env = ProcessInfo.processInfo.environment
        guard let list = env["STYLEBOOK_FIDELITY_LIST"], let text = try? String(contentsOfFile: list, encoding: .utf8) else {
            throw XCTSkip("set STYLEBOOK_FIDELITY_LIST to export templates")
        }
        let variants = VariantSet(rawValue: env["STYLEBOOK_FIDELITY_VARIANTS"] ?? "regular") ?? .regular
        let options = SymbolOptions(variants: variants)
        var failed = 0
        let start = Date()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            guard parts.count == 2 else { continue }
            let t0 = Date()
            defer {
                let dt = Date().timeIntervalSince(t0)
                if dt > 1 { print("slow: \(parts[0]) \(dt) s") }
            }
            do {
                let icon = try SVGReader.read(path: parts[0])
                let result = try SymbolConverter.convert(icon: icon, options: options)
                try result.template.write(toFile: parts[1], atomically: true, encoding: .utf8)
                let notes = (icon.diagnostics.items + result.diagnostics.items).map(\.description).joined(separator: "\n")
                if !notes.isEmpty { try notes.write(toFile: parts[1] + ".log", atomically: true, encoding: .utf8) }
            } catch {
                failed += 1
                try "\(error)".write(toFile: parts[1] + ".err", atomically: true, encoding: .utf8)
            }
        }
        print("exported in \(Date().timeIntervalSince(start)) s, \(failed) failed")
    }
}

import Diagnostics
@testable import StylebookCLI
import XCTest

/// The JSON summary's counts belong to one run (the tally `main` binds), not to the process.
final class DiagnosticTallyTests: XCTestCase {
    func testPrintersMadeInsideARunShareItsTally() {
        let tally = DiagnosticTally()
        DiagnosticTally.$current.withValue(tally) {
            // Warnings are counted even when not shown, and every printer of the run adds to one total.
            DiagnosticPrinter(showWarnings: false).print(DiagnosticList([.warning("w", at: SourceLocation(file: "a"))]))
            DiagnosticPrinter(showWarnings: false).print(DiagnosticList([.warning("v", at: SourceLocation(file: "b"))]))
        }
        XCTAssertEqual(tally.totals.errors, 0)
        XCTAssertEqual(tally.totals.warnings, 2)
        XCTAssertFalse(tally.needsSummary, "no JSON printed, so no summary owed")
    }

    func testAPrinterOutsideARunCountsAlone() {
        let outside = DiagnosticPrinter(showWarnings: false)
        outside.print(DiagnosticList([.warning("w", at: SourceLocation(file: "a"))]))
        let other = DiagnosticPrinter(showWarnings: false)
        XCTAssertEqual(outside.tally.totals.warnings, 1)
        XCTAssertEqual(other.tally.totals.warnings, 0, "two runs (or tests) never share counts")
    }

    func testJSONOwesASummaryUntilOneIsPrinted() {
        let tally = DiagnosticTally()
        _ = DiagnosticPrinter(format: .json, tally: tally)
        XCTAssertTrue(tally.needsSummary)
        tally.summaryPrinted()
        XCTAssertFalse(tally.needsSummary)
    }

    func testHintsAreShownAsThePrinterAsks() {
        let d = Diagnostic.error("choose with", hint: .setting(flag: "--input \"size=small\"", configKey: "tokens.inputs: {size: small}"))
        XCTAssertEqual(DiagnosticFormat.text(d, colour: false, hints: .commandLine), "error: choose with --input \"size=small\"")
        XCTAssertEqual(DiagnosticFormat.json(d, hints: .projectFile),
                       "{\"message\":\"choose with tokens.inputs: {size: small} (stylebook.yml)\",\"severity\":\"error\",\"type\":\"diagnostic\"}")
        XCTAssertEqual(DiagnosticFormat.github(d), "::error::choose with --input \"size=small\" (stylebook.yml: tokens.inputs: {size: small})")
    }
}

import Foundation
@testable import Renewal
import XCTest

/// The generated switch compiles on Linux and serves old or new by the flag: the compile-time
/// default (`-D STYLEBOOK_RENEWAL_NEW`) and the run-time toggle, which only debug builds honour.
final class RenewalSwitchTests: XCTestCase {
    func testSwitchServesOldOrNewByTheFlag() throws {
        let swiftc = try SwiftCompiler.require()
        let dir = try temporaryFolder(prefix: "stylebook-renewal-switch")
        let (old, new) = (RenewalSuggestionTests.oldSide, RenewalSuggestionTests.newSide)
        let text = RenewalSwitchSwift.render(RenewalSuggester.suggest(old: old, new: new), old: old, new: new)
        XCTAssertFalse(text.contains("legacyPurple"), "an unmatched token gets no accessor")
        try text.write(toFile: dir + "/RenewalSwitch.swift", atomically: true, encoding: .utf8)
        try """
        print(RenewalSwitch.useNew, RenewalColors.brandRed.current, RenewalTextStyles.title.current.size, RenewalDimensions.spaceSmall.current)
        RenewalSwitch.useNew.toggle()
        print(RenewalSwitch.useNew, RenewalColors.brandRed.current, RenewalTextStyles.title.current.size)
        """.write(toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let cases: [(flags: [String], output: String)] = [
            (["-D", "DEBUG"], "false brand/red 22.0 8.0\ntrue accent/primary 24.0\n"),
            (["-D", "DEBUG", "-D", "STYLEBOOK_RENEWAL_NEW"], "true accent/primary 24.0 8.0\nfalse brand/red 22.0\n"),
            (["-D", "STYLEBOOK_RENEWAL_NEW"], "true accent/primary 24.0 8.0\ntrue accent/primary 24.0\n"),
        ]
        try Self.expect(cases, in: dir, swiftc: swiftc)
        // -parse reads the inactive SwiftUI/UIKit/AppKit branches too.
        let parse = try SwiftCompiler.run(swiftc, ["-parse", "RenewalSwitch.swift"], in: dir)
        XCTAssertEqual(parse.status, 0, parse.output)
    }

    /// Compiles `RenewalSwitch.swift` and `main.swift` in `dir` with each case's flags and checks
    /// what the program prints.
    static func expect(_ cases: [(flags: [String], output: String)], in dir: String, swiftc: String,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        for (flags, output) in cases {
            let build = try SwiftCompiler.run(swiftc, ["-swift-version", "6", "-module-cache-path", SwiftCompiler.moduleCache] + flags
                                              + ["RenewalSwitch.swift", "main.swift", "-o", "app"], in: dir)
            XCTAssertEqual(build.status, 0, build.output, file: file, line: line)
            guard build.status == 0 else { continue }
            XCTAssertEqual(try SwiftCompiler.run(dir + "/app", [], in: dir).output, output, "\(flags)", file: file, line: line)
        }
    }
}

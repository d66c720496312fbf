import Grammar
import XCTest
@testable import SVG

/// The scanner reads most numbers without building a String (a fast path for exactly representable
/// operands); every value must still be the very Double that `Double(String)` gives.
final class NumberValueTests: XCTestCase {
    /// `Double(String)` on the token as SVG spells it (a trailing '.' and a leading '+' allowed).
    private func reference(_ token: String) -> Double? {
        var text = token
        if text.hasSuffix(".") { text.removeLast() }
        if text.hasPrefix("+") { text.removeFirst() }
        return Double(text)
    }

    private func assertSameValue(_ token: String, file: StaticString = #filePath, line: UInt = #line) {
        var scanner = TextScanner(token)
        let value = scanner.number()
        guard let expected = reference(token) else {
            return XCTFail("test token \(token) is not a number", file: file, line: line)
        }
        XCTAssertEqual(value?.bitPattern, expected.bitPattern, "\(token): \(String(describing: value)) vs \(expected)",
                       file: file, line: line)
        XCTAssertEqual(scanner.index, token.utf8.count, "\(token) not read to its end", file: file, line: line)
    }

    func testEdgeTokensReadLikeDoubleParsing() {
        let tokens = ["0", "-0", "+0", "0.0", "-0.0", ".5", "-.5", "5.", "+5.", "1e3", "1E-3", "-1.5e+2", "0e999",
                      "0.1", "0.3", "1.7976931348623157e308", "4.9e-324", "2.2250738585072014e-308",
                      "123456789012345", "1234567890123456", "12345678901234567890", "0.000000000000000000000001",
                      "9007199254740993", "1e22", "1e23", "1e-22", "1e-23", "100000000000000000000000",
                      "0.1e-21", "123.456e-20", "000000000000000000012.5", "3.14159265358979", "-70.5"]
        for token in tokens { assertSameValue(token) }
    }

    func testRandomDecimalsReadLikeDoubleParsing() {
        var generator = SplitMix(seed: 0x5EED)
        for _ in 0..<20_000 {
            let integerDigits = Int(generator.next() % 12)
            let fractionDigits = Int(generator.next() % 12)
            var token = generator.next() % 3 == 0 ? "-" : ""
            token += integerDigits == 0 && fractionDigits == 0 ? "0" : ""
            for _ in 0..<integerDigits { token += String(generator.next() % 10) }
            if fractionDigits > 0 {
                token += "."
                for _ in 0..<fractionDigits { token += String(generator.next() % 10) }
            }
            if generator.next() % 4 == 0 {
                token += "e" + (generator.next() % 2 == 0 ? "-" : "") + String(generator.next() % 40)
            }
            assertSameValue(token)
        }
    }
}

/// A small deterministic generator, so a failure reproduces.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

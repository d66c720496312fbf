import Diagnostics
import XCTest
@testable import Tokens

/// Reading token documents held in memory, for tests that feed the reader small fixtures.
extension XCTestCase {
    func read(_ documents: [(path: String, text: String)], inputs: [String]? = nil) throws -> TokenReadResult {
        try TokenReader.read(documents: documents, inputs: inputs)
    }

    /// The errors reading `documents` with `strict` reports; a read that succeeds fails the test.
    func errors(_ documents: [(path: String, text: String)], inputs: [String]? = nil,
                file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        var options = TokenReadOptions()
        options.strict = true
        do {
            _ = try TokenReader.read(documents: documents, options: options, inputs: inputs)
            XCTFail("expected an error", file: file, line: line)
            return []
        } catch {
            return error.diagnostics.errors
        }
    }
}

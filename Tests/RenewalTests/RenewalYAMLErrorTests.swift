import Diagnostics
import Foundation
@testable import Renewal
import XCTest

/// Malformed mapping and roles files are `path:line:col: error: malformed YAML: …`, placed as in
/// every other YAML file Stylebook reads (Grammar's YAML error mapping).
final class RenewalYAMLErrorTests: XCTestCase {
    func first(_ body: () throws -> Void) -> String? {
        do { try body(); return nil } catch { return (error as? DiagnosticError)?.diagnostics.items.first?.description }
    }

    func testMalformedRolesFileIsALocatedYAMLError() {
        let message = first { _ = try ColorUsageRoles.read("\"Colors.bg\": [text\n", path: "roles.yml") }
        XCTAssertTrue(message?.hasPrefix("roles.yml:1:") == true && message?.contains(": error: malformed YAML: ") == true, message ?? "no error")
    }

    func testMalformedMappingFileIsALocatedYAMLError() {
        let message = first { _ = try MappingFile.read("colors:\n  \"a\": { to: b\n  \"c\": x\n", path: "mapping.yml") }
        XCTAssertTrue(message?.hasPrefix("mapping.yml:") == true && message?.contains(": error: malformed YAML: ") == true, message ?? "no error")
        XCTAssertNotNil(message.flatMap { $0.split(separator: ":").dropFirst().first.flatMap { Int($0) } }, message ?? "")
    }
}

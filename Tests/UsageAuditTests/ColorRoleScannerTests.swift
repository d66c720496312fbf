import Foundation
@testable import UsageAudit
import XCTest

/// Where app code draws a colour, read from the modifier or property that takes it.
final class ColorRoleScannerTests: XCTestCase {
    func testModifiersAndAssignmentsGiveRoles() {
        let source = """
        import SwiftUI
        import UIKit
        struct Card: View {
            let tint = Color.red
            var body: some View {
                Text("Sale").foregroundStyle(Colors.sale.color)   // .background(Colors.comment.color)
                    .background(Color("paper"))
                    .border(Colors.Line.hairline.color, width: 1)
                Image(.cart).foregroundColor(Colors.icon.color)
                Rectangle().fill(Asset.Colors.card.swiftUIColor).tint(.brand)
                Text("x").foregroundStyle(tint)
            }
        }
        func style(_ label: UILabel, _ view: UIView) {
            label.textColor = R.color.ink()!
            view.backgroundColor = UIColor(named: "paper")
            view.layer.borderColor = Colors.Line.hairline.uiColor.cgColor
            view.tintColor = UIColor(resource: .brand)
            let text = "label.textColor = Colors.fake"
        }
        """
        let uses = ColorRoleScanner.scan(source, file: "Card.swift").map { "\($0.role) \($0.spelling) \($0.line):\($0.column)" }
        XCTAssertEqual(uses, [
            "text Colors.sale 6:38", "background \"paper\" 7:25", "border Colors.Line.hairline 8:21",
            "icon Colors.icon 9:38", "background Asset.Colors.card 10:26", "accent .brand 10:63",
            "text R.color.ink 15:23", "background \"paper\" 16:28", "border Colors.Line.hairline 17:30", "accent .brand 18:22",
        ])
    }

    /// `stylebook-audit roles` on the KaimonoRenewal example writes the checked-in roles.yml;
    /// a missing folder is an error and writes nothing.
    func testRolesCommandOnTheExample() throws {
        let binary = try TestPaths.stylebookBinary().replacingOccurrences(of: "/stylebook", with: "/stylebook-audit", options: .backwards)
        let example = TestPaths.packageRoot + "/Examples/KaimonoRenewal"
        let printed = try runProcess(binary, ["roles", "App", "LegacyApp"], in: example)
        XCTAssertEqual(printed.status, 0, printed.output)
        XCTAssertEqual(printed.stdout, try String(contentsOfFile: example + "/Renewal/roles.yml", encoding: .utf8), "the example's roles.yml is current")
        XCTAssertTrue(printed.stdout.contains("\"Asset.Colors.sale\": [text]\n\"Colors.bg\": [background]\n"), printed.stdout)
        let dir = try temporaryFolder(prefix: "stylebook-roles-cli")
        let missing = try runProcess(binary, ["roles", example + "/App", "Nope", "-o", "roles.yml"], in: dir)
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.stderr.contains("Nope: error: no such file or folder"), missing.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/roles.yml"))
        let written = try runProcess(binary, ["roles", example + "/App", "-o", "roles.yml"], in: dir)
        XCTAssertEqual(written.status, 0, written.output)
        XCTAssertEqual(try String(contentsOfFile: dir + "/roles.yml", encoding: .utf8),
                       "# Colour uses by role (stylebook-audit roles), for stylebook renewal --roles.\n\"Colors.bg\": [background]\n\"Colors.sale\": [text]\n\"Colors.text.main\": [text]\n")
        XCTAssertTrue(written.stderr.contains("roles: 3 colour uses of 3 colours"), written.output)
    }
}

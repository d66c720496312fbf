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
}

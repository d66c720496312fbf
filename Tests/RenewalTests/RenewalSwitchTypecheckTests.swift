import Foundation
@testable import Renewal
import XCTest

/// The switch's SwiftUI/UIKit/AppKit part, type-checked against the framework stand-ins
/// (`AppleStubs/`) under every combination of the compile-time flags (global and per group) and `DEBUG`, with app code
/// that uses every framework accessor; a line broken inside the active branch must fail, so the
/// branches are really checked rather than skipped by `#if canImport`.
final class RenewalSwitchTypecheckTests: XCTestCase {
    static let use = """
    #if canImport(SwiftUI)
    import SwiftUI

    @MainActor func renewedScreen() -> some SwiftUI.View {
        SwiftUI.VStack {
            SwiftUI.Text("Cart").font(RenewalTextStyles.title.font).foregroundColor(RenewalColors.brandRed.color)
            RenewalIcons.cart.image
        }
    }
    #endif

    #if canImport(UIKit)
    import UIKit

    @MainActor func renewedLabel(_ label: UIKit.UILabel) {
        label.textColor = RenewalColors.textBody.uiColor
        label.font = RenewalTextStyles.title.uiFont
        _ = RenewalIcons.cart.uiImage
    }
    #elseif canImport(AppKit)
    import AppKit

    @MainActor func renewedField(_ field: AppKit.NSTextField) {
        field.textColor = RenewalColors.textBody.nsColor
        field.font = RenewalTextStyles.title.nsFont
        _ = RenewalIcons.cart.nsImage
    }
    #endif

    /// A debug menu's toggles: compile in every build (a release build ignores them).
    func flipDesign() { RenewalSwitch.useNew.toggle() }
    func flipCheckout() { RenewalSwitch.checkout.useNew.toggle() }
    let checkoutName: String = RenewalSwitch.checkout.name
    let spacing: Double = RenewalDimensions.spaceSmall.current
    """

    /// The fixture palette plus one icon pair, so every section of the switch is written.
    private func switchText() -> String {
        var (old, new) = (RenewalSuggestionTests.oldSide, RenewalSuggestionTests.newSide)
        let square = IconSilhouette(cells: (0..<(IconSilhouette.size * IconSilhouette.size)).map { $0 % 3 == 0 })
        old.icons = [RenewalIcon(name: "cart", assetName: "Icons/cart", silhouette: square)]
        new.icons = [RenewalIcon(name: "basket", assetName: "basket", silhouette: square)]
        var suggestions = RenewalSuggester.suggest(old: old, new: new)
        // The red, the title and the cart icon belong to the Checkout screen.
        for index in suggestions.indices where ["brand.red", "title", "cart"].contains(suggestions[index].old.dotted) {
            suggestions[index].group = "Checkout"
        }
        return RenewalSwitchSwift.render(suggestions, old: old, new: new)
    }

    func testFrameworkAccessorsTypecheckUnderEveryFlag() throws {
        let swiftc = try SwiftCompiler.require()
        let dir = try temporaryFolder(prefix: "stylebook-renewal-typecheck")
        let text = switchText()
        XCTAssertTrue(text.contains("public static let cart = RenewalPair<Swift.String>(old: \"Icons/cart\", new: \"basket\", group: RenewalSwitch.checkout)"), text)
        try text.write(toFile: dir + "/RenewalSwitch.swift", atomically: true, encoding: .utf8)
        try Self.use.write(toFile: dir + "/Use.swift", atomically: true, encoding: .utf8)
        let flagSets: [[String]] = [[], ["-D", "DEBUG"], ["-D", "STYLEBOOK_RENEWAL_NEW"], ["-D", "DEBUG", "-D", "STYLEBOOK_RENEWAL_NEW"],
                                    ["-D", "STYLEBOOK_RENEWAL_NEW_CHECKOUT"], ["-D", "DEBUG", "-D", "STYLEBOOK_RENEWAL_NEW_CHECKOUT"]]
        for platform in AppleStandIns.Platform.allCases {
            let modules = try AppleStandIns.build(platform, under: dir, swiftc: swiftc)
            for flags in flagSets {
                let check = try AppleStandIns.typecheck(["RenewalSwitch.swift", "Use.swift"], modules: modules, flags: flags, in: dir, swiftc: swiftc)
                XCTAssertEqual(check.status, 0, "\(platform) \(flags): " + check.output)
            }
            // The framework branch of this platform must really be checked.
            let branch = platform == .iOS ? "#if canImport(UIKit)\nimport UIKit\n" : "#elseif canImport(AppKit)\nimport AppKit\n"
            XCTAssertTrue(text.contains(branch))
            try text.replacingOccurrences(of: branch, with: branch + "let broken: Int = \"\"\n")
                .write(toFile: dir + "/Broken.swift", atomically: true, encoding: .utf8)
            let broken = try AppleStandIns.typecheck(["Broken.swift"], modules: modules, in: dir, swiftc: swiftc)
            XCTAssertNotEqual(broken.status, 0, "\(platform): the framework branch was not type-checked")
        }
    }

    /// The framework accessors read `current`, so they follow the flag exactly as the run-time
    /// test shows for `current`: none of them picks a side on its own.
    func testFrameworkAccessorsFollowTheSwitch() {
        let apple = RenewalSwitchSwift.appleSection
        for accessor in ["color", "image", "font", "uiColor", "uiImage", "uiFont", "nsColor", "nsImage", "nsFont"] {
            XCTAssertTrue(apple.contains("public var \(accessor): "), accessor)
        }
        XCTAssertFalse(apple.contains(".old") || apple.contains(".new") || apple.contains("useNew"), "an accessor bypasses RenewalPair.current")
    }
}

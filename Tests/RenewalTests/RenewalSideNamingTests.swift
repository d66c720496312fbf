@testable import Renewal
import XCTest

/// A side names its tokens and icons as its project's generated Swift does (`swift.types`,
/// `tokens.namespace`), every kind from the one `SwiftOutputOptions`.
final class RenewalSideNamingTests: XCTestCase {
    func testAccessorsAndAssetNamesFollowTheSidesSwiftSettings() {
        var side = RenewalSuggestionTests.oldSide
        let square = IconSilhouette(cells: (0..<(IconSilhouette.size * IconSilhouette.size)).map { $0 % 3 == 0 })
        side.icons = [RenewalIcon(name: "cart", assetName: "Icons/cart", silhouette: square)]
        side.swift.colorsTypeName = "Palette"
        side.swift.textStylesTypeName = "Typography"
        side.swift.dimensionsTypeName = "Spacing"
        side.swift.symbolsTypeName = "Glyphs"
        side.swift.catalogNamespace = ["Brand"]

        XCTAssertEqual(side.items(.icons).map(\.accessor), ["Glyphs.cart"])
        let colors = side.items(.colors)
        XCTAssertEqual(colors.count, 4)
        XCTAssertTrue(colors.allSatisfy { $0.accessor.hasPrefix("Palette.") }, "\(colors.map(\.accessor))")
        XCTAssertTrue(colors.allSatisfy { $0.assetName?.hasPrefix("Brand/") == true }, "\(colors.map(\.assetName))")
        XCTAssertEqual(side.items(.textStyles).map(\.accessor), ["Typography.title"])
        XCTAssertEqual(side.items(.dimensions).map(\.accessor).count, 1)
        XCTAssertTrue(side.items(.dimensions)[0].accessor.hasPrefix("Spacing."))
    }

    func testDefaultsAreTheGeneratedDefaults() {
        var side = RenewalSuggestionTests.oldSide
        let square = IconSilhouette(cells: (0..<(IconSilhouette.size * IconSilhouette.size)).map { $0 % 3 == 0 })
        side.icons = [RenewalIcon(name: "cart", assetName: "cart", silhouette: square)]
        XCTAssertEqual(side.items(.icons).map(\.accessor), ["Symbols.cart"])
        XCTAssertTrue(side.items(.colors).allSatisfy { $0.accessor.hasPrefix("Colors.") })
        XCTAssertEqual(side.items(.textStyles).map(\.accessor), ["TextStyles.title"])
    }
}

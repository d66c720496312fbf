import Foundation
import SwiftOutput
import Tokens
@testable import UsageAudit
import XCTest

/// `migrate --to stylebook`: sources written against SwiftGen's `Asset` enum, R.swift's `R` and
/// Xcode's asset symbols become Stylebook accessor uses, comments and spacing kept, `L10n`/`R.string` untouched; the old
/// sources type-check against small SwiftGen/R.swift/asset-symbol-style files, the migrated ones against the
/// generated Stylebook Swift alone (plus the strings they still use), both on the stand-ins.
final class ForeignMigrateTests: XCTestCase {
    /// Stylebook's generated Swift for the new design system.
    static func stylebook() -> String {
        func color(_ path: String, _ red: Double) -> ColorToken {
            ColorToken(info: TokenInfo(path: TokenPath(parsing: path)), values: [.light: RGBAColor(red: red, green: 0.2, blue: 0.3)])
        }
        var tokens = TokenSet(colors: [color("brand-primary", 0.9), color("content/primary", 0.1), color("accent/danger", 0.8)])
        tokens.sort()
        return SwiftEmitter(options: SwiftOutputOptions(catalogNamespace: ["Colors"]))
            .emit(tokens: tokens, symbols: [SymbolAsset(name: "Icons/cart"), SymbolAsset(name: "Icons/heart")]).text
    }

    /// The app's SwiftGen asset file, in the shape of SwiftGen's swift5 template (written here).
    static let swiftGenAssets = """
    import SwiftUI
    #if canImport(UIKit)
    import UIKit
    extension UIKit.UIColor { convenience init!(asset: ColorAsset) { self.init(named: asset.name, in: .main, compatibleWith: nil) } }
    #elseif canImport(AppKit)
    import AppKit
    #endif

    enum Asset {
        enum Colors {
            static let brandPrimary = ColorAsset(name: "brand-primary")
            enum Content {
                static let primary = ColorAsset(name: "content/primary")
            }
            static let sale = ColorAsset(name: "sale")
            static let retired = ColorAsset(name: "retired")
        }
        enum Images {
            static let cart = ImageAsset(name: "cart")
            static let heart = ImageAsset(name: "heart")
        }
    }

    struct ColorAsset: Sendable {
        let name: String
        #if canImport(UIKit)
        var color: UIKit.UIColor { UIKit.UIColor(named: name, in: .main, compatibleWith: nil)! }
        #elseif canImport(AppKit)
        var color: AppKit.NSColor { AppKit.NSColor(named: name, bundle: .main)! }
        #endif
        var swiftUIColor: SwiftUI.Color { SwiftUI.Color(name, bundle: .main) }
    }

    struct ImageAsset: Sendable {
        let name: String
        #if canImport(UIKit)
        var image: UIKit.UIImage { UIKit.UIImage(named: name, in: .main, with: nil)! }
        #elseif canImport(AppKit)
        var image: AppKit.NSImage { Foundation.Bundle.main.image(forResource: name)! }
        #endif
        var swiftUIImage: SwiftUI.Image { SwiftUI.Image(name, bundle: .main) }
    }

    extension SwiftUI.Image { init(asset: ImageAsset) { self.init(asset.name, bundle: .main) } }
    """

    /// SwiftGen's strings and R.swift's strings: not assets, still used after the migration.
    static let strings = """
    enum L10n { static let cartTitle = L10n.tr("Localizable", "cart.title"); static func tr(_ table: String, _ key: String) -> String { key } }
    enum R { enum string { enum localizable { static func cartTitle() -> String { "" } } } }
    """

    /// R.swift's asset part, in the shape R.swift generates (written here).
    static let rSwiftAssets = """
    import UIKit
    extension R {
        enum color {
            static func brandPrimary() -> UIKit.UIColor? { UIKit.UIColor(named: "brand-primary", in: .main, compatibleWith: nil) }
            enum content { static func primary() -> UIKit.UIColor? { UIKit.UIColor(named: "content/primary", in: .main, compatibleWith: nil) } }
        }
        enum image { static func cart() -> UIKit.UIImage? { UIKit.UIImage(named: "cart", in: .main, with: nil) } }
    }
    """

    static let swiftGenSource = """
    import SwiftUI
    import UIKit

    @MainActor func styleHeader(_ label: UIKit.UILabel) {
        label.textColor = Asset.Colors.brandPrimary.color   // the brand colour
        let icon: UIKit.UIImage = Asset.Images.cart.image
        let tinted = Asset.Images.cart.image.withTintColor(UIColor(asset: Asset.Colors.Content.primary), renderingMode: .alwaysTemplate)
        label.text = L10n.cartTitle + "Asset.Colors.sale.color"
        _ = (icon, tinted, Asset.Colors.sale.name)
    }

    @MainActor func badge() -> some SwiftUI.View {
        SwiftUI.Image(asset: Asset.Images.heart)
            .foregroundColor(Asset.Colors.sale.swiftUIColor) // on sale
    }

    """

    static let rSwiftSource = """
    import UIKit

    @MainActor func styleRow(_ label: UIKit.UILabel) {
        label.textColor = R.color.brandPrimary()!  // forced
        let fallback: UIKit.UIColor? = R.color.content.primary()
        let icon = R.image.cart()
        _ = (fallback, icon, R.string.localizable.cartTitle())
    }

    """

    static let appKitSource = """
    import AppKit

    @MainActor func styleField(_ field: AppKit.NSTextField) {
        field.textColor = Asset.Colors.Content.primary.color
        let icon: AppKit.NSImage = Asset.Images.cart.image
        _ = icon
    }

    """

    /// Xcode's generated asset symbols, in their shape (written here; Xcode's are not on Linux).
    static let xcodeSymbols = """
    import SwiftUI
    import UIKit
    struct ColorResource: Hashable, Sendable { let name: String; static let brandPrimary = ColorResource(name: "brand-primary") }
    struct ImageResource: Hashable, Sendable { let name: String; static let cart = ImageResource(name: "cart") }
    extension SwiftUI.Color { init(_ resource: ColorResource) { self.init(resource.name, bundle: .main) } }
    extension SwiftUI.Image { init(_ resource: ImageResource) { self.init(resource.name, bundle: .main) } }
    extension UIKit.UIColor { convenience init(resource: ColorResource) { self.init(red: 0, green: 0, blue: 0, alpha: 1) } }
    extension UIKit.UIImage { convenience init(resource: ImageResource) { self.init() } }
    """

    static let xcodeSource = """
    import SwiftUI
    import UIKit

    @MainActor func promo(_ label: UIKit.UILabel) -> some SwiftUI.View {
        label.textColor = UIColor(resource: .brandPrimary)
        let icon: UIKit.UIImage = UIImage(resource: .cart) // cart icon
        _ = icon
        return SwiftUI.Image(.cart).foregroundColor(Color(ColorResource.brandPrimary))
    }

    """

    private func migration() -> ForeignMigration {
        var migration = ForeignMigration()
        let accessors = GeneratedAccessorReader.read(Self.stylebook(), file: "Stylebook.swift").accessors
            + GeneratedAccessorReader.read(Self.swiftGenAssets, file: "Assets.swift").accessors
            + GeneratedAccessorReader.read(Self.strings, file: "Strings.swift").accessors
        migration.addStylebook(accessors)
        migration.addSwiftGen(accessors)
        let oldCatalog = [CatalogSetName(assetName: "brand-primary", isColor: true), CatalogSetName(assetName: "content/primary", isColor: true),
                          CatalogSetName(assetName: "cart", isColor: false)]
        migration.addRSwift(catalog: oldCatalog)
        migration.addXcodeSymbols(catalog: oldCatalog)
        migration.assetRenames = [(["sale"], ["accent", "danger"])]
        return migration
    }

    func testSwiftGenCallSitesBecomeStylebookAccessors() {
        let result = ForeignCallSiteMigrator.migrate(Self.swiftGenSource, using: migration())
        XCTAssertEqual(result.text, """
        import SwiftUI
        import UIKit

        @MainActor func styleHeader(_ label: UIKit.UILabel) {
            label.textColor = Colors.brandPrimary.uiColor   // the brand colour
            let icon: UIKit.UIImage = Symbols.cart.uiImage!
            let tinted = Symbols.cart.uiImage!.withTintColor(Colors.Content.primary.uiColor, renderingMode: .alwaysTemplate)
            label.text = L10n.cartTitle + "Asset.Colors.sale.color"
            _ = (icon, tinted, Colors.Accent.danger.name)
        }

        @MainActor func badge() -> some SwiftUI.View {
            Symbols.heart.image
                .foregroundColor(Colors.Accent.danger.color) // on sale
        }

        """)
        XCTAssertEqual(result.changes, 7)
        XCTAssertEqual(ForeignCallSiteMigrator.migrate(result.text, using: migration()).changes, 0, "a second run changes nothing")
    }

    func testRSwiftAndAppKitCallSites() {
        XCTAssertEqual(ForeignCallSiteMigrator.migrate(Self.rSwiftSource, using: migration()).text, """
        import UIKit

        @MainActor func styleRow(_ label: UIKit.UILabel) {
            label.textColor = Colors.brandPrimary.uiColor  // forced
            let fallback: UIKit.UIColor? = Colors.Content.primary.uiColor
            let icon = Symbols.cart.uiImage
            _ = (fallback, icon, R.string.localizable.cartTitle())
        }

        """)
        XCTAssertEqual(ForeignCallSiteMigrator.migrate(Self.xcodeSource, using: migration()).text, """
        import SwiftUI
        import UIKit

        @MainActor func promo(_ label: UIKit.UILabel) -> some SwiftUI.View {
            label.textColor = Colors.brandPrimary.uiColor
            let icon: UIKit.UIImage = Symbols.cart.uiImage! // cart icon
            _ = icon
            return Symbols.cart.image.foregroundColor(Colors.brandPrimary.color)
        }

        """)
        let appKit = ForeignCallSiteMigrator.migrate(Self.appKitSource, using: migration()).text
        XCTAssertTrue(appKit.contains("field.textColor = Colors.Content.primary.nsColor\n"), appKit)
        XCTAssertTrue(appKit.contains("let icon: AppKit.NSImage = Symbols.cart.nsImage!\n"), appKit)
    }

    func testUsesWithoutAnEquivalentStayWithAWarning() {
        let source = "let a = Asset.Colors.retired.color\nlet b = R.color.brandPrimary(compatibleWith: nil)\nlet c = L10n.cartTitle, d = R.string.localizable.cartTitle()\n"
        let result = ForeignCallSiteMigrator.migrate(source, using: migration(), file: "S.swift")
        XCTAssertEqual(result.changes, 0)
        XCTAssertEqual(result.text, source)
        XCTAssertEqual(result.left.map(\.description), [
            "S.swift:1:9: warning: Asset.Colors.retired.color is left as it is: no Stylebook accessor loads the asset 'retired'",
            "S.swift:2:9: warning: R.color.brandPrimary is left as it is: this form has no Stylebook equivalent (docs/renewal.md)",
        ])
    }

    /// Old sources type-check with the SwiftGen/R.swift files; migrated ones without them.
    func testOldAndMigratedSourcesTypecheckAgainstTheStandIns() throws {
        let swiftc = try SwiftCompiler.require()
        let dir = try temporaryFolder(prefix: "stylebook-foreign-migrate")
        let files = ["Stylebook.swift": Self.stylebook(), "Assets.swift": Self.swiftGenAssets, "Strings.swift": Self.strings,
                     "RAssets.swift": Self.rSwiftAssets, "Symbols.swift": Self.xcodeSymbols]
        for (name, text) in files { try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }
        let cases: [(AppleStandIns.Platform, String, String, [String])] = [
            (.iOS, "SwiftGen", Self.swiftGenSource, ["Assets.swift"]), (.iOS, "RSwift", Self.rSwiftSource, ["RAssets.swift"]),
            (.iOS, "Xcode", Self.xcodeSource, ["Symbols.swift"]),
            (.macOS, "AppKit", Self.appKitSource, ["Assets.swift"]),
        ]
        for (platform, name, source, oldFiles) in cases {
            let modules = try AppleStandIns.build(platform, under: dir, swiftc: swiftc)
            try source.write(toFile: dir + "/Old\(name).swift", atomically: true, encoding: .utf8)
            try ForeignCallSiteMigrator.migrate(source, using: migration()).text.write(toFile: dir + "/New\(name).swift", atomically: true, encoding: .utf8)
            let old = try AppleStandIns.typecheck(["Stylebook.swift", "Strings.swift", "Old\(name).swift"] + oldFiles, modules: modules, in: dir, swiftc: swiftc)
            XCTAssertEqual(old.status, 0, "old \(name): " + old.output)
            let new = try AppleStandIns.typecheck(["Stylebook.swift", "Strings.swift", "New\(name).swift"], modules: modules, in: dir, swiftc: swiftc)
            XCTAssertEqual(new.status, 0, "migrated \(name): " + new.output)
        }
    }
}

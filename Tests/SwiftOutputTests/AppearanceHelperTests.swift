import Foundation
import SwiftOutput
import XCTest

/// `swift.appearance-helpers: true` adds the UIKit/AppKit appearance helpers: colours resolved with
/// a view's traits, layer colours refreshed on appearance changes, and an override that only debug
/// builds have. The documented uses type-check against the stand-ins; without the option nothing
/// of it is written.
final class AppearanceHelperTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws { dir = try makeTemporaryFolder(prefix: "stylebook-appearance") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    private func emit(helpers: Bool) -> String {
        var options = SwiftOutputOptions(accessLevel: .public, catalogNamespace: ["Colors"])
        options.appearanceHelpers = helpers
        return SwiftEmitter(options: options).emit(tokens: Fixtures.tokens, symbols: []).text
    }

    /// App code as docs/renewal.md shows it: a view with a bordered layer and a QA menu.
    static let use = """
    #if canImport(UIKit)
    import UIKit

    final class BadgeView: UIKit.UIView {
        private lazy var layerColors = StylebookLayerColors(view: self)

        func setUp() {
            layerColors.bind(Colors.Content.primary, to: \\.borderColor, of: layer)
            let text: UIKit.UIColor = Colors.Content.primary.resolvedUIColor(in: self)
            _ = text
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UIKit.UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            layerColors.traitCollectionDidChange(previousTraitCollection)
        }
    }
    #elseif canImport(AppKit)
    import AppKit

    final class BadgeView: AppKit.NSView {
        private lazy var layerColors = StylebookLayerColors(view: self)

        func setUp(_ shape: CALayer) {
            layerColors.bind(Colors.Content.primary, to: \\.borderColor, of: shape)
        }

        override func viewDidChangeEffectiveAppearance() {
            super.viewDidChangeEffectiveAppearance()
            layerColors.viewDidChangeEffectiveAppearance()
        }
    }
    #endif
    """

    static let debugMenu = """
    #if canImport(UIKit)
    import UIKit
    typealias AppWindow = UIKit.UIWindow
    #elseif canImport(AppKit)
    import AppKit
    typealias AppWindow = AppKit.NSWindow
    #endif

    @MainActor func forceDark(_ window: AppWindow) -> Bool {
        StylebookAppearanceOverride.force(.dark, on: window)
        return StylebookAppearanceOverride.forced(on: window) == .dark
    }
    """

    func testHelpersAreOptIn() {
        let plain = emit(helpers: false), helped = emit(helpers: true)
        XCTAssertFalse(plain.contains("StylebookLayerColors") || plain.contains("StylebookAppearanceOverride"))
        XCTAssertEqual(helped.components(separatedBy: "public final class StylebookLayerColors").count, 3, "one for UIKit, one for AppKit")
        XCTAssertTrue(helped.contains("registerForTraitChanges([UIKit.UITraitUserInterfaceStyle.self, UIKit.UITraitAccessibilityContrast.self])"))
        XCTAssertTrue(helped.contains("uiColor.resolvedColor(with: environment.traitCollection)"), "resolved with the view's traits, not .current")
        XCTAssertFalse(helped.contains("UITraitCollection.current)"))
    }

    func testHelpersTypecheckAndTheOverrideExistsOnlyInDebugBuilds() throws {
        let swiftc = try SwiftCompiler.require()
        try emit(helpers: true).write(toFile: dir + "/Tokens.swift", atomically: true, encoding: .utf8)
        try Self.use.write(toFile: dir + "/Use.swift", atomically: true, encoding: .utf8)
        try Self.debugMenu.write(toFile: dir + "/DebugMenu.swift", atomically: true, encoding: .utf8)
        for platform in AppleStandIns.Platform.allCases {
            let modules = try AppleStandIns.build(platform, under: dir, swiftc: swiftc)
            let debug = try AppleStandIns.typecheck(["Tokens.swift", "Use.swift", "DebugMenu.swift"], modules: modules,
                                                    flags: ["-D", "DEBUG"], in: dir, swiftc: swiftc)
            XCTAssertEqual(debug.status, 0, "\(platform) debug: " + debug.output)
            let release = try AppleStandIns.typecheck(["Tokens.swift", "Use.swift"], modules: modules, in: dir, swiftc: swiftc)
            XCTAssertEqual(release.status, 0, "\(platform) release: " + release.output)
            let leaked = try AppleStandIns.typecheck(["Tokens.swift", "DebugMenu.swift"], modules: modules, in: dir, swiftc: swiftc)
            XCTAssertNotEqual(leaked.status, 0, "\(platform): a release build must not have the override")
            XCTAssertTrue(leaked.output.contains("cannot find 'StylebookAppearanceOverride' in scope"), "\(platform): " + leaked.output)
        }
    }
}

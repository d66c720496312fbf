extension AssetSwiftEmitter {
    /// The value types: one per set kind, each just the asset's fully-qualified name (`Runtime/Assets.swift`).
    func coreTypes() -> String {
        RuntimeFile.assets.text(accessModifier: options.accessLevel.modifier)
    }

    /// SwiftUI, UIKit and AppKit accessors behind `#if canImport`; a missing asset stops with
    /// its name, as SwiftGen's accessors do, instead of a silent clear colour or empty image.
    func appleAccessors() -> String {
        let a = options.accessLevel.modifier
        let bundle: String
        var token = ""
        switch options.bundle {
        case .main: bundle = "Foundation.Bundle.main"
        case .module: bundle = "Foundation.Bundle.module"
        case .forClass:
            bundle = "Foundation.Bundle(for: StylebookAssetBundleToken.self)"
            token = "\nprivate final class StylebookAssetBundleToken {}\n"
        case .automatic:
            bundle = "{\n    #if SWIFT_PACKAGE\n    return Foundation.Bundle.module\n    #else\n    return Foundation.Bundle(for: StylebookAssetBundleToken.self)\n    #endif\n}()"
            token = "\nprivate final class StylebookAssetBundleToken {}\n"
        }
        return """
        #if canImport(SwiftUI) || canImport(UIKit) || canImport(AppKit)
        import Foundation

        /// The bundle whose asset catalog holds these assets.
        private let stylebookAssetBundle: Foundation.Bundle = \(bundle)
        \(token)#endif
        """ + "\n\n" + RuntimeFile.assetsApple.text(accessModifier: a)
    }
}

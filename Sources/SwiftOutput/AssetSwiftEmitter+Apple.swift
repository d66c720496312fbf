extension AssetSwiftEmitter {
    /// The value types: one per set kind, each just the asset's fully-qualified name.
    func coreTypes() -> String {
        let a = options.accessLevel.modifier
        let kinds: [(String, String)] = [
            ("StylebookColorAsset", "A colour set in an asset catalog."),
            ("StylebookImageAsset", "An image set in an asset catalog."),
            ("StylebookSymbolAsset", "A custom SF Symbol (symbol set) in an asset catalog."),
            ("StylebookDataAsset", "A data set in an asset catalog."),
        ]
        return kinds.map { name, doc in
            """
            /// \(doc)
            \(a)struct \(name): Swift.Hashable, Swift.Sendable {
                /// The name the catalog knows it by, namespaces included.
                \(a)let name: Swift.String

                \(a)init(name: Swift.String) {
                    self.name = name
                }
            }
            """
        }.joined(separator: "\n\n")
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

        #if canImport(SwiftUI)
        import SwiftUI

        extension StylebookColorAsset {
            /// Follows the catalog's appearances (light, dark, high contrast).
            \(a)var color: SwiftUI.Color { SwiftUI.Color(name, bundle: stylebookAssetBundle) }
        }

        extension StylebookImageAsset {
            \(a)var image: SwiftUI.Image { SwiftUI.Image(name, bundle: stylebookAssetBundle) }
        }

        extension StylebookSymbolAsset {
            /// Takes font size and weight like a system symbol.
            \(a)var image: SwiftUI.Image { SwiftUI.Image(name, bundle: stylebookAssetBundle) }
        }
        #endif

        #if canImport(UIKit)
        import UIKit

        extension StylebookColorAsset {
            \(a)var uiColor: UIKit.UIColor {
                guard let color = UIKit.UIColor(named: name, in: stylebookAssetBundle, compatibleWith: nil) else {
                    fatalError("Unable to load color asset named \\(name).")
                }
                return color
            }
        }

        extension StylebookImageAsset {
            \(a)var uiImage: UIKit.UIImage {
                guard let image = UIKit.UIImage(named: name, in: stylebookAssetBundle, with: nil) else {
                    fatalError("Unable to load image asset named \\(name).")
                }
                return image
            }
        }

        extension StylebookSymbolAsset {
            \(a)func uiImage(with configuration: UIKit.UIImage.Configuration? = nil) -> UIKit.UIImage {
                guard let image = UIKit.UIImage(named: name, in: stylebookAssetBundle, with: configuration) else {
                    fatalError("Unable to load symbol asset named \\(name).")
                }
                return image
            }
        }

        #if !os(watchOS)
        extension StylebookDataAsset {
            \(a)var dataAsset: UIKit.NSDataAsset {
                guard let asset = UIKit.NSDataAsset(name: name, bundle: stylebookAssetBundle) else {
                    fatalError("Unable to load data asset named \\(name).")
                }
                return asset
            }
        }
        #endif
        #elseif canImport(AppKit)
        import AppKit

        extension StylebookColorAsset {
            \(a)var nsColor: AppKit.NSColor {
                guard let color = AppKit.NSColor(named: name, bundle: stylebookAssetBundle) else {
                    fatalError("Unable to load color asset named \\(name).")
                }
                return color
            }
        }

        extension StylebookImageAsset {
            \(a)var nsImage: AppKit.NSImage {
                guard let image = stylebookAssetBundle.image(forResource: name) else {
                    fatalError("Unable to load image asset named \\(name).")
                }
                return image
            }
        }

        extension StylebookSymbolAsset {
            \(a)var nsImage: AppKit.NSImage {
                guard let image = stylebookAssetBundle.image(forResource: name) else {
                    fatalError("Unable to load symbol asset named \\(name).")
                }
                return image
            }
        }

        extension StylebookDataAsset {
            \(a)var dataAsset: AppKit.NSDataAsset {
                guard let asset = AppKit.NSDataAsset(name: name, bundle: stylebookAssetBundle) else {
                    fatalError("Unable to load data asset named \\(name).")
                }
                return asset
            }
        }
        #endif
        """
    }
}

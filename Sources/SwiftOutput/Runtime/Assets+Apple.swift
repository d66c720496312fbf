#if canImport(SwiftUI)
import SwiftUI

extension StylebookColorAsset {
    /// Follows the catalog's appearances (light, dark, high contrast).
    public var color: SwiftUI.Color { SwiftUI.Color(name, bundle: stylebookAssetBundle) }
}

extension StylebookImageAsset {
    public var image: SwiftUI.Image { SwiftUI.Image(name, bundle: stylebookAssetBundle) }
}

extension StylebookSymbolAsset {
    /// Takes font size and weight like a system symbol.
    public var image: SwiftUI.Image { SwiftUI.Image(name, bundle: stylebookAssetBundle) }
}
#endif

#if canImport(UIKit)
import UIKit

extension StylebookColorAsset {
    public var uiColor: UIKit.UIColor {
        guard let color = UIKit.UIColor(named: name, in: stylebookAssetBundle, compatibleWith: nil) else {
            fatalError("Unable to load color asset named \(name).")
        }
        return color
    }
}

extension StylebookImageAsset {
    public var uiImage: UIKit.UIImage {
        guard let image = UIKit.UIImage(named: name, in: stylebookAssetBundle, with: nil) else {
            fatalError("Unable to load image asset named \(name).")
        }
        return image
    }
}

extension StylebookSymbolAsset {
    public func uiImage(with configuration: UIKit.UIImage.Configuration? = nil) -> UIKit.UIImage {
        guard let image = UIKit.UIImage(named: name, in: stylebookAssetBundle, with: configuration) else {
            fatalError("Unable to load symbol asset named \(name).")
        }
        return image
    }
}

#if !os(watchOS)
extension StylebookDataAsset {
    public var dataAsset: UIKit.NSDataAsset {
        guard let asset = UIKit.NSDataAsset(name: name, bundle: stylebookAssetBundle) else {
            fatalError("Unable to load data asset named \(name).")
        }
        return asset
    }
}
#endif
#elseif canImport(AppKit)
import AppKit

extension StylebookColorAsset {
    public var nsColor: AppKit.NSColor {
        guard let color = AppKit.NSColor(named: name, bundle: stylebookAssetBundle) else {
            fatalError("Unable to load color asset named \(name).")
        }
        return color
    }
}

extension StylebookImageAsset {
    public var nsImage: AppKit.NSImage {
        guard let image = stylebookAssetBundle.image(forResource: name) else {
            fatalError("Unable to load image asset named \(name).")
        }
        return image
    }
}

extension StylebookSymbolAsset {
    public var nsImage: AppKit.NSImage {
        guard let image = stylebookAssetBundle.image(forResource: name) else {
            fatalError("Unable to load symbol asset named \(name).")
        }
        return image
    }
}

extension StylebookDataAsset {
    public var dataAsset: AppKit.NSDataAsset {
        guard let asset = AppKit.NSDataAsset(name: name, bundle: stylebookAssetBundle) else {
            fatalError("Unable to load data asset named \(name).")
        }
        return asset
    }
}
#endif

// The 2023 app's asset accessors, in the shape SwiftGen's xcassets template gives them (a small
// stand-in written for this example, not SwiftGen's output).
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

enum Asset {
    enum Colors {
        static let bg = ColorAsset(name: "bg")
        static let brand = ColorAsset(name: "brand")
        static let fresh = ColorAsset(name: "fresh")
        static let sale = ColorAsset(name: "sale")
        static let seasonalPurple = ColorAsset(name: "seasonal-purple")
        enum Text {
            static let main = ColorAsset(name: "text/main")
            static let sub = ColorAsset(name: "text/sub")
        }
    }
}

struct ColorAsset: Sendable {
    let name: String
    var swiftUIColor: SwiftUI.Color { SwiftUI.Color(name, bundle: .main) }
    #if canImport(UIKit)
    var color: UIKit.UIColor { UIKit.UIColor(named: name, in: .main, compatibleWith: nil)! }
    #endif
}

#if canImport(UIKit)
extension UIKit.UIColor {
    convenience init!(asset: ColorAsset) { self.init(named: asset.name, in: .main, compatibleWith: nil) }
}
#endif

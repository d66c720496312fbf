#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

extension UIViewController {
    /// Embeds a SwiftUI view as this controller's content (Cookpad's VIPER + SwiftUI: the
    /// controller stays the scene's "V" for the presenter and the router, SwiftUI draws).
    func embed<Content: View>(_ rootView: Content) {
        let host = UIHostingController(rootView: rootView)
        addChild(host)
        host.view.frame = view.bounds
        host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
#endif

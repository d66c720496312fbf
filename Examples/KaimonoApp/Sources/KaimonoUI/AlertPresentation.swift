#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit
import KaimonoFeature

extension View {
    /// Shows whichever ``AppAlert`` the presenter chose, with its buttons; one modifier per screen
    /// serves every kind of alert (AkkeyLab's several alerts from one view).
    func appAlert(_ alert: AppAlert?, choose: @escaping @MainActor (AppAlert.Button.Action) -> Void) -> some View {
        let content = alert?.content
        return self.alert(content?.title ?? "", isPresented: .constant(alert != nil), presenting: content) { content in
            ForEach(0..<content.buttons.count, id: \.self) { index in
                let button = content.buttons[index]
                Button(button.title, role: button.role.swiftUIRole) { choose(button.action) }
            }
        } message: { content in
            Text(content.message ?? "")
        }
    }
}

extension AppAlert.Button.Role {
    var swiftUIRole: ButtonRole? {
        switch self {
        case .default: return nil
        case .cancel: return .cancel
        case .destructive: return .destructive
        }
    }
}

extension UIAlertController {
    /// The same alert for UIKit-only screens.
    convenience init(_ alert: AppAlert, choose: @escaping @MainActor (AppAlert.Button.Action) -> Void) {
        let content = alert.content
        self.init(title: content.title, message: content.message, preferredStyle: .alert)
        for button in content.buttons {
            let style: UIAlertAction.Style = button.role == .cancel ? .cancel : button.role == .destructive ? .destructive : .default
            addAction(UIAlertAction(title: button.title, style: style) { _ in
                MainActor.assumeIsolated { choose(button.action) }
            })
        }
    }
}
#endif

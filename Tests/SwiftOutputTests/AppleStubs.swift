/// Minimal stand-ins for the Apple frameworks, declaring only the API the generated code uses,
/// with the signatures in Apple's documentation. Compiled as modules named UIKit, AppKit and
/// SwiftUI, they let the generated Apple code be type-checked on Linux: this catches type errors
/// in our code (optionals, CGFloat/Double, result builders), not mistakes in these signatures.
enum AppleStubs {
    /// `AppleStubs/` at the package root, shared with Examples/KaimonoApp's type-check.
    static let folder: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/AppleStubs"
    }()

    static func source(_ module: String) -> String {
        (try? String(contentsOfFile: folder + "/" + module + ".swift", encoding: .utf8)) ?? "#error(\"missing \(folder)/\(module).swift\")"
    }

    static var uiKit: String { source("UIKit") }
    static var appKit: String { source("AppKit") }
    static var swiftUI: String { source("SwiftUI") }
}

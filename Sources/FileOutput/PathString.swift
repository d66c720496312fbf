/// Plain string operations on `/`-separated file paths.
///
/// Linux Foundation's `NSString` path methods trap on some inputs (for example
/// `("o/out.svg" as NSString).deletingLastPathComponent`, a relative path whose first folder has a
/// one-letter name), so every path in Stylebook is taken apart here instead: pure string code that
/// behaves the same on every platform and never touches the file system.
public enum PathString {
    /// The path without its last component: `a/b/c.svg` → `a/b`, `c.svg` → `""`, `/c.svg` → `/`,
    /// `a/b/` → `a`. Repeated slashes between the parent and the last component are dropped.
    public static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent.removeLast() }
        if parent.isEmpty { return "/" }
        return String(parent)
    }

    /// The last component: `a/b/c.svg` → `c.svg`, `a/b/` → `b`, `/` → `/`, `""` → `""`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `folder` and `name` joined with one slash; `name` alone when `folder` is empty, and `name`
    /// itself when it is absolute.
    public static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || name.hasPrefix("/") { return name }
        if name.isEmpty { return folder }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The extension of the last component without its dot: `a/icon.svg` → `svg`. Empty when there
    /// is none, and for names that only start with a dot (`.hidden`) or end with one (`name.`).
    public static func pathExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The last component without its extension: `a/icon.svg` → `icon`, `.hidden` → `.hidden`.
    public static func lastComponentDeletingExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        let ext = pathExtension(of: path)
        return ext.isEmpty ? name : String(name.dropLast(ext.count + 1))
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return String(trimmed)
    }
}

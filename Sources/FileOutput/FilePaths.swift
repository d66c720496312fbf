/// Plain string path helpers. Foundation's `NSString` path methods trap on some inputs in Linux
/// Foundation (e.g. a relative path whose first folder is one letter), so output paths never go
/// through them.
public enum FilePaths {
    /// The folder part: `a/b/c` → `a/b`, `c` → `` (the current folder), `/c` → `/`.
    public static func parent(_ path: String) -> String {
        // The common case (ASCII, no trailing slash, a slash inside) on bytes, with one copy:
        // catalogs of thousands of sets ask for thousands of parents.
        let bytes = path.utf8
        if let last = bytes.last, last != UInt8(ascii: "/"), bytes.allSatisfy({ $0 < 0x80 }), let slash = bytes.lastIndex(of: UInt8(ascii: "/")),
           slash != bytes.startIndex, bytes[bytes.index(before: slash)] != UInt8(ascii: "/") {
            return String(path[..<slash])
        }
        let p = trimmingTrailingSlashes(path)
        guard let slash = p.lastIndex(of: "/") else { return "" }
        if slash == p.startIndex { return "/" }
        return trimmingTrailingSlashes(String(p[..<slash]))
    }

    /// The last component: `a/b/c.svg` → `c.svg`.
    public static func lastComponent(_ path: String) -> String {
        if let name = asciiName(path) { return String(name) }
        let p = trimmingTrailingSlashes(path)
        if p == "/" { return p }
        guard let slash = p.lastIndex(of: "/") else { return p }
        return String(p[p.index(after: slash)...])
    }

    /// `dir` + `/` + `name`; an empty `dir` is the current folder, and an absolute `name` stands alone.
    public static func join(_ dir: String, _ name: String) -> String {
        if dir.isEmpty || name.hasPrefix("/") { return name }
        if name.isEmpty { return dir }
        return dir.hasSuffix("/") ? dir + name : dir + "/" + name
    }

    /// Without repeated slashes, `.` components and trailing slashes; `..` is kept (only the file
    /// system knows what it means when symbolic links are involved).
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? (path.isEmpty ? "" : ".") : joined
    }

    /// The components of `path` below `ancestor`, or nil when it is not below it.
    public static func relative(_ path: String, to ancestor: String) -> String? {
        if ancestor.isEmpty || ancestor == "." { return path.hasPrefix("/") ? nil : path }
        let prefix = ancestor.hasSuffix("/") ? ancestor : ancestor + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The extension without its dot (`a/b.symbolset` → `symbolset`), or empty.
    public static func pathExtension(_ path: String) -> String {
        if let name = asciiName(path) {
            guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
            return String(name[name.utf8.index(after: dot)...])
        }
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The last component without its extension (`a/cart.svg` → `cart`).
    public static func stem(_ path: String) -> String {
        if let name = asciiName(path) {
            guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return String(name) }
            return String(name[..<dot])
        }
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The last component of an ASCII path without a trailing slash, found on bytes (a catalog
    /// of thousands of sets asks for thousands of names); nil for any other path, which takes
    /// the general, `Character`-based way.
    private static func asciiName(_ path: String) -> Substring? {
        let bytes = path.utf8
        guard let last = bytes.last, last != UInt8(ascii: "/"), bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[bytes.index(after: slash)...]
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var p = Substring(path)
        while p.count > 1 && p.hasSuffix("/") { p = p.dropLast() }
        return String(p)
    }
}

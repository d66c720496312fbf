import Diagnostics

extension TokenReader {
    /// Like `read(files:resolver:options:)`, but every file (token files, the resolver and the
    /// files the resolver names) is read through `load`, which returns nil for a missing file.
    /// The build cache uses it to learn exactly which files a token build depended on; folders
    /// are listed from disk (`folderListing`, which the cache fingerprints).
    public static func read(files: [String], resolver: String?, options: TokenReadOptions,
                            load: @escaping (String) -> String?) throws(DiagnosticError) -> TokenReadResult {
        var session = ReadSession(options: options, load: load, list: { TokenFolder.list($0) })
        return try session.run(files: files, resolver: resolver)
    }

    /// The candidate token files below a folder (what reading it would consider), or nil when
    /// `path` is not a folder.
    public static func folderListing(_ path: String) -> [String]? {
        TokenFolder.list(path)
    }
}

import Diagnostics

extension TokenReader {
    /// Like `read(files:resolver:options:)`, but every file (token files, the resolver and the
    /// files the resolver names) is read through `load`, which returns nil for a missing file.
    /// The build cache uses it to learn exactly which files a token build depended on.
    public static func read(files: [String], resolver: String?, options: TokenReadOptions,
                            load: @escaping (String) -> String?) throws(DiagnosticError) -> TokenReadResult {
        var session = ReadSession(options: options, load: load)
        var resolverPath = resolver
        var tokenFiles = files
        if resolverPath == nil, let found = files.first(where: { $0.hasSuffix(".resolver.json") }) {
            resolverPath = found
            tokenFiles.removeAll { $0 == found }
        }
        return try session.run(files: tokenFiles, resolver: resolverPath)
    }
}

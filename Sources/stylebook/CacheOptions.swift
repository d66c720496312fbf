import ArgumentParser

/// Where `build` keeps its incremental cache, or that it should not use one.
struct CacheOptions: ParsableArguments {
    @Option(name: .customLong("cache-dir"),
            help: ArgumentHelp("Build cache folder (default: stylebook.yml's 'cache:', else .build/stylebook-cache beside it).",
                               valueName: "dir"))
    var cacheDir: String?

    @Flag(name: .customLong("no-cache"), help: "Convert everything again and keep no cache.")
    var noCache = false

    var enabled: Bool { !noCache }
}

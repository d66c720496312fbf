#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// zlib (WOFF) and Brotli (WOFF2) decoding through the system's shared libraries, loaded when
/// first needed. Loading at run time keeps them out of the build: Stylebook builds without
/// their headers, `.ttf`/`.otf`/`.ttc` never need them, and a machine without libbrotlidec gets
/// a located error for WOFF2 files only. zlib (`libz.so.1`, `/usr/lib/libz.1.dylib`) is on every
/// Linux and macOS system; Brotli is Debian's `libbrotli1` or Homebrew's `brotli`.
enum SystemDecompressor {
    private typealias ZlibUncompress = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt) -> Int32
    private typealias BrotliDecompress = @convention(c) (Int, UnsafePointer<UInt8>?, UnsafeMutablePointer<Int>?, UnsafeMutablePointer<UInt8>?) -> Int32

    static let zlibLibraries = ["libz.so.1", "libz.so", "/usr/lib/libz.1.dylib", "libz.dylib"]
    static let brotliLibraries = ["libbrotlidec.so.1", "libbrotlidec.so", "libbrotlidec.1.dylib", "/opt/homebrew/lib/libbrotlidec.1.dylib",
                                  "/usr/local/lib/libbrotlidec.1.dylib"]

    // Loaded once (static lets are initialised once, thread-safely); C function pointers are Sendable.
    private static let uncompress: ZlibUncompress? =
        symbol("uncompress", in: zlibLibraries).map { unsafeBitCast($0, to: ZlibUncompress.self) }
    private static let brotliDecompress: BrotliDecompress? =
        symbol("BrotliDecoderDecompress", in: brotliLibraries).map { unsafeBitCast($0, to: BrotliDecompress.self) }

    private static func symbol(_ name: String, in libraries: [String]) -> UnsafeMutableRawPointer? {
        for library in libraries {
            guard let handle = dlopen(library, RTLD_NOW | RTLD_LOCAL) else { continue }
            if let found = dlsym(handle, name) { return found }
        }
        return nil
    }

    /// Whether WOFF2 files can be read on this machine.
    static var hasBrotli: Bool { brotliDecompress != nil }

    /// Inflates a zlib stream that must give exactly `size` bytes.
    static func inflate(_ input: [UInt8], size: Int, part: String) throws(FontReadError) -> [UInt8] {
        guard let uncompress else {
            throw FontReadError(part, "WOFF needs zlib, which is not installed here (looked for \(zlibLibraries.joined(separator: ", ")))")
        }
        // Deflate expands at most 1032:1; a larger claim is corrupt, so refuse it before allocating.
        guard size <= input.count * 1032 + 64 else {
            throw FontReadError(part, "claims \(size) bytes from \(input.count) compressed bytes, more than zlib can inflate")
        }
        var output = [UInt8](repeating: 0, count: size)
        var produced = UInt(size)
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { uncompress(out.baseAddress, &produced, $0.baseAddress, UInt($0.count)) }
        }
        guard status == 0 else { throw FontReadError(part, "the zlib data is corrupt (zlib status \(status))") }
        guard produced == UInt(size) else { throw FontReadError(part, "inflates to \(produced) bytes, but the directory says \(size)") }
        return output
    }

    /// Decodes a Brotli stream that must give exactly `size` bytes.
    static func brotli(_ input: [UInt8], size: Int, part: String) throws(FontReadError) -> [UInt8] {
        guard let brotliDecompress else {
            throw FontReadError(part, "WOFF2 needs the Brotli decoder library, which is not installed here "
                                + "(apt-get install libbrotli1, or brew install brotli); convert the font to .ttf/.otf, or install it")
        }
        // Fonts compress a few times over; a claim of more than 100:1 (past 1 MiB) is refused before allocating.
        guard size <= max(input.count * 100, 1 << 20) else {
            throw FontReadError(part, "claims \(size) bytes of tables from \(input.count) compressed bytes; refusing a ratio over 100:1")
        }
        var output = [UInt8](repeating: 0, count: max(size, 1))
        var produced = size
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { brotliDecompress($0.count, $0.baseAddress, &produced, out.baseAddress) }
        }
        // BROTLI_DECODER_RESULT_SUCCESS is 1; anything else (error, needs more input or output) is a broken stream.
        guard status == 1 else { throw FontReadError(part, "the Brotli data is corrupt or longer than the tables it should hold") }
        guard produced == size else { throw FontReadError(part, "decodes to \(produced) bytes, but the table directory says \(size)") }
        return Array(output.prefix(size))
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small PNG reader for Chromium's screenshots: 8-bit RGB or RGBA, not interlaced. Inflating
/// uses the system zlib (`uncompress`), loaded at run time so the package needs no C target.
struct PNGImage {
    struct Failure: Error, CustomStringConvertible { var description: String }

    var width: Int
    var height: Int
    /// RGB bytes, row by row.
    var rgb: [UInt8]

    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = (y * width + x) * 3
        return (rgb[i], rgb[i + 1], rgb[i + 2])
    }

    init(data: [UInt8]) throws {
        guard data.count > 8, Array(data[0..<8]) == [137, 80, 78, 71, 13, 10, 26, 10] else { throw Failure(description: "not a PNG") }
        var offset = 8
        var idat: [UInt8] = []
        var w = 0, h = 0, colorType = 0, bitDepth = 0, interlace = 0
        func be32(_ i: Int) -> Int { Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3]) }
        while offset + 8 <= data.count {
            let length = be32(offset)
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            guard body + length <= data.count else { throw Failure(description: "truncated chunk") }
            switch type {
            case "IHDR":
                w = be32(body); h = be32(body + 4)
                bitDepth = Int(data[body + 8]); colorType = Int(data[body + 9]); interlace = Int(data[body + 12])
            case "IDAT": idat += data[body..<(body + length)]
            default: break
            }
            offset = body + length + 4
        }
        guard bitDepth == 8, colorType == 2 || colorType == 6, interlace == 0, w > 0, h > 0 else {
            throw Failure(description: "unsupported PNG (bit depth \(bitDepth), colour type \(colorType), interlace \(interlace))")
        }
        let channels = colorType == 6 ? 4 : 3
        let stride = w * channels
        let raw = try Self.inflate(idat, expected: (stride + 1) * h)
        var pixels = [UInt8](repeating: 0, count: stride * h)
        var previous = [UInt8](repeating: 0, count: stride)
        for y in 0..<h {
            let filter = raw[y * (stride + 1)]
            var line = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for i in 0..<stride {
                let a = i >= channels ? Int(line[i - channels]) : 0
                let b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                var value = Int(line[i])
                switch filter {
                case 1: value += a
                case 2: value += b
                case 3: value += (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    value += pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: break
                }
                line[i] = UInt8(value & 0xFF)
            }
            pixels.replaceSubrange((y * stride)..<((y + 1) * stride), with: line)
            previous = line
        }
        width = w
        height = h
        if channels == 3 {
            rgb = pixels
        } else {
            var out = [UInt8](); out.reserveCapacity(w * h * 3)
            for i in Swift.stride(from: 0, to: pixels.count, by: 4) { out += [pixels[i], pixels[i + 1], pixels[i + 2]] }
            rgb = out
        }
    }

    private typealias Uncompress = @convention(c) (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt) -> Int32

    static func inflate(_ input: [UInt8], expected: Int) throws -> [UInt8] {
        let names = ["libz.so.1", "libz.so", "/usr/lib/libz.dylib", "libz.dylib"]
        guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first, let symbol = dlsym(handle, "uncompress") else {
            throw Failure(description: "zlib is not available to decode PNG screenshots")
        }
        let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
        var output = [UInt8](repeating: 0, count: expected)
        var length = UInt(expected)
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { inp in uncompress(out.baseAddress, &length, inp.baseAddress, UInt(inp.count)) }
        }
        guard status == 0, Int(length) == expected else { throw Failure(description: "zlib uncompress failed (\(status))") }
        return output
    }
}

extension PNGImage {
    /// Whether a square of `size` × `size` pixels is exactly `color` somewhere (a swatch's inside).
    func containsBlock(of color: (UInt8, UInt8, UInt8), size: Int) -> Bool {
        // Row runs of the colour, then check columns of runs — simple and fast enough for screenshots.
        var runs = [Int](repeating: 0, count: width)
        for y in 0..<height {
            var run = 0
            for x in 0..<width {
                let p = pixel(x, y)
                if p.r == color.0 && p.g == color.1 && p.b == color.2 {
                    run += 1
                    runs[x] = run >= size ? runs[x] + 1 : 0
                    if runs[x] >= size { return true }
                } else {
                    run = 0
                    runs[x] = 0
                }
            }
        }
        return false
    }
}

import Foundation
import XCTest

extension SwiftCompiler {
    /// Writes each stand-in framework (`AppleStubs`) to `stubDir` and builds it as a module there,
    /// so generated code can `import UIKit`/`AppKit`/`SwiftUI` against it with `-I stubDir`. The
    /// same stand-ins are compiled once per test process and copied after that (`CompiledModules`).
    static func emitStubModules(_ stubs: [(String, String)], into stubDir: String, cache: String, swiftc: String,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let key = ([swiftc, cache] + stubs.flatMap { [$0.0, $0.1] }).joined(separator: "\u{0}")
        try CompiledModules.shared.provide(key, into: stubDir) { folder in
            var built = true
            for (module, source) in stubs {
                let path = folder + "/" + module + ".swift"
                try source.write(toFile: path, atomically: true, encoding: .utf8)
                let build = try run(swiftc, ["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                                             "-module-cache-path", cache, "-I", folder,
                                             "-emit-module-path", folder + "/" + module + ".swiftmodule", path], in: folder)
                XCTAssertEqual(build.status, 0, "stub \(module): " + build.output, file: file, line: line)
                built = built && build.status == 0
            }
            return built
        }
    }
}

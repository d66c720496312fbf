// Stand-in for Core Text (and the Core Foundation names it brings), for type-checking
// Stylebook's generated font registration on Linux. It declares only the API that code uses,
// with the signatures of Apple's documentation; bodies are placeholders.
@_exported import Foundation

public typealias CFURL = NSURL
public typealias CFIndex = Int
public final class CFError {}
public func CFErrorGetCode(_ err: CFError!) -> CFIndex { 0 }

public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
}

public enum CTFontManagerError: CFIndex, Sendable {
    case fileNotFound = 101, insufficientAccessRights = 102, unrecognizedFormat = 103, invalidFontData = 104,
        alreadyRegistered = 105, notRegistered = 201, inUse = 202, systemRequired = 203
}

public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { false }

/// A Core Text font; UIFont and NSFont are toll-free bridged to it (the stand-ins subclass it).
open class CTFont: @unchecked Sendable {
    public init() {}
}

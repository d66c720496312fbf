import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches images over HTTP(S); a non-2xx status is an error, not an image.
public struct URLSessionImageTransport: ImageTransport {
    public struct HTTPStatusError: Error, Equatable {
        public let statusCode: Int
    }

    let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func data(from url: URL) async throws -> Data {
        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw HTTPStatusError(statusCode: http.statusCode)
        }
        return data
    }
}

import Foundation

extension LoopbackServerCore {
  static func parse(_ head: Data) -> LoopbackHTTPServer.Request? {
    guard
      let text = String(data: head, encoding: .utf8) ?? String(data: head, encoding: .isoLatin1),
      let line = text.split(separator: "\r\n", maxSplits: 1).first
    else { return nil }
    let parts = line.split(separator: " ")
    guard parts.count >= 2 else { return nil }
    let target = parts[1]
    let path: Substring
    let query: Substring
    if let mark = target.firstIndex(of: "?") {
      path = target[..<mark]
      query = target[target.index(after: mark)...]
    } else {
      path = target
      query = ""
    }
    return LoopbackHTTPServer.Request(
      method: String(parts[0]), path: String(path), rawQuery: String(query))
  }

  static func encode(_ response: LoopbackHTTPServer.Response) -> Data {
    var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
    for header in response.headers {
      head += "\(header.name): \(header.value)\r\n"
    }
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
    return Data(head.utf8) + response.body
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 204: "No Content"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }
}

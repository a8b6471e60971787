internal import CLibXML2
import Foundation
import _ProtocellConcurrency

/// Keeps parsed libxml2 documents alive until it is released, then frees them all at once.
///
/// Freeing each small document as soon as it has been read leaves glibc's allocator with tens
/// of thousands of small free chunks per file, which the next file's allocations then pick
/// through (consolidating and sorting bins) on the slow path; loading 1,000 small files cost a
/// third more CPU than one file of the same cells. A loader that holds its documents in a store
/// allocates from fresh memory instead and frees everything in one sweep at the end, at the
/// price of keeping every document's tree until then (the same peak as one large file).
final class XMLDocumentStore: @unchecked Sendable {
  private var documents: [UnsafeMutableRawPointer] = []
  private let lock = NSLock()

  /// Creates an empty store.
  init() {}

  /// Takes ownership of a document (an `xmlDocPtr`).
  func keep(_ document: xmlDocPtr) {
    lock.withLock { documents.append(UnsafeMutableRawPointer(document)) }
  }

  deinit {
    for document in documents { xmlFreeDoc(document.assumingMemoryBound(to: xmlDoc.self)) }
  }
}

import Protocell

extension PrototypeSource.Loaded {
  /// The prototype that rows fill when neither `--id` nor `--id-key` names one: the inputs'
  /// only prototype, as `measure` and `snapshot` take it.
  ///
  /// - Returns: The key of the inputs' one prototype.
  /// - Throws: ``CommandFailure/usage(_:)`` listing the prototypes when there are none or
  ///   several.
  func onlyPrototypeForRows() throws -> String {
    let keys = prototypeKeysInFileOrder
    guard keys.count == 1 else {
      throw CommandFailure.usage(
        "with --data, name the prototype with --id, or each row's with --id-key: the "
          + "inputs hold \(ProtocellCommand.Validate.plural(keys.count, "prototype"))"
          + PrototypeSource.listing(keys))
    }
    return keys[0]
  }
}

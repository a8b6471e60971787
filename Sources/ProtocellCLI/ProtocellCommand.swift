@main
struct ProtocellCommand {
  static func main() {}
}

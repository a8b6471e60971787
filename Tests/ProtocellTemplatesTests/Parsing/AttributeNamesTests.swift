import Testing

@testable import ProtocellTemplates

struct AttributeNamesTests {
  @Test func aNameIsKnownOnlyWhenSpeltExactly() {
    let names = AttributeNames(["id", "hidden", "fontSize", "fontWeight"])
    #expect(names.contains("id"))
    #expect(names.contains("fontWeight"))
    // As long as a known name ("fontSize", 8 bytes) but another: compared, not known.
    #expect(!names.contains("fontSizz"))
    // Longer than every known name (10 bytes), and empty: not known.
    #expect(!names.contains("fontWeights"))
    #expect(!names.contains(""))
    // Case matters, as it does in XML.
    #expect(!names.contains("ID"))
  }

  @Test func eachElementHasItsOwnNames() {
    // From the language's table: `text` is a label's, `axis` a stack's, `top` the margins'.
    #expect(TemplateSchema.attributeNames(of: "label")?.contains("text") == true)
    #expect(TemplateSchema.attributeNames(of: "image")?.contains("text") == false)
    #expect(TemplateSchema.attributeNames(of: "stack")?.contains("axis") == true)
    #expect(TemplateSchema.attributeNames(of: "margins")?.contains("top") == true)
    #expect(TemplateSchema.attributeNames(of: "constraints")?.contains("id") == false)
    #expect(TemplateSchema.attributeNames(of: "button") == nil)
  }
}

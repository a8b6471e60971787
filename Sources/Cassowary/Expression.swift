/// A linear expression: a sum of terms plus a constant, such as `2 * x + y - 10`.
///
/// Build expressions with the arithmetic operators on ``Variable``, ``Term``, ``Expression`` and
/// `Double`, and turn two of them into a ``Constraint`` with `==`, `<=` or `>=`.
public struct Expression: Sendable, CustomStringConvertible {
  /// The variable terms, in the order they were written; a variable may appear more than once.
  public var terms: [Term]
  /// The constant part.
  public var constant: Double

  /// Creates an expression.
  ///
  /// - Parameters:
  ///   - terms: The variable terms.
  ///   - constant: The constant part.
  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression with each variable once, its coefficients summed, and zero terms dropped.
  ///
  /// - Complexity: O(*n*) for *n* terms.
  public func simplified() -> Expression {
    if terms.count <= 8 {
      // Small expressions, the usual case: pairwise checks beat hashing.
      var kept: [Term] = []
      kept.reserveCapacity(terms.count)
      for term in terms {
        if let index = kept.firstIndex(where: { $0.variable === term.variable }) {
          kept[index].coefficient += term.coefficient
        } else {
          kept.append(term)
        }
      }
      kept.removeAll { $0.coefficient == 0 }
      return Expression(kept, constant: constant)
    }
    var order: [ObjectIdentifier] = []
    var combined: [ObjectIdentifier: Term] = [:]
    for term in terms {
      let key = ObjectIdentifier(term.variable)
      if var existing = combined[key] {
        existing.coefficient += term.coefficient
        combined[key] = existing
      } else {
        order.append(key)
        combined[key] = term
      }
    }
    let kept = order.compactMap { key in combined[key].flatMap { $0.coefficient == 0 ? nil : $0 } }
    return Expression(kept, constant: constant)
  }

  /// Whether every coefficient and the constant are finite.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The expression as `a * x + b * y + c`.
  public var description: String {
    (terms.map(\.description) + ["\(constant)"]).joined(separator: " + ")
  }
}

/// A value that converts to a linear ``Expression``: ``Variable``, ``Term`` and ``Expression``.
public protocol ExpressionConvertible {
  /// The value as an expression.
  var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
  /// The expression `1 * self`.
  public var expression: Expression { Expression([Term(self)]) }
}

extension Term: ExpressionConvertible {
  /// The expression made of this term alone.
  public var expression: Expression { Expression([self]) }
}

extension Expression: ExpressionConvertible {
  /// The expression itself.
  public var expression: Expression { self }
}

"""Shared by kiwi_oracle.py (differential tests) and Benchmarks/Scripts/kiwi_peer.py (benchmarks):
the kiwisolver import, with a message naming Scripts/bootstrap, and constraints built from data.

A constraint is given as terms [[index, coefficient], ...], a constant, a relation ("<=", "==",
">=") and a strength ("required" or a raw kiwi weight), meaning
sum(coefficient * variables[index]) relation constant.
"""
import sys

try:
    import kiwisolver as kiwi
except ImportError:
    sys.stderr.write("kiwisolver is not installed for %s; run Scripts/bootstrap\n" % sys.executable)
    sys.exit(3)


def strength(value):
    """A kiwi strength from "required" or a raw weight."""
    return kiwi.strength.required if value == "required" else float(value)


def make_constraint(variables, terms, constant, relation, weight):
    """The kiwi constraint sum(coefficient * variables[index]) relation constant | weight."""
    expression = sum((coefficient * variables[index] for index, coefficient in terms), 0.0)
    if relation == "<=":
        constraint = expression <= constant
    elif relation == ">=":
        constraint = expression >= constant
    else:
        constraint = expression == constant
    return constraint | strength(weight)

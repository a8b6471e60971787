#!/usr/bin/env python3
"""Differential-test oracle: replays generated constraint systems on kiwisolver.

Reads JSON from stdin: {"systems": [{"variables": N, "ops": [...]}, ...]} where each op is one of
  ["add", id, [[variable, coefficient], ...], constant, relation, strength]
      the constraint  sum(coefficient * x[variable]) relation constant  ("<=", "==", ">=")
  ["remove", id]
  ["edit", variable, strength]
  ["unedit", variable]
  ["suggest", variable, value]
  ["set", id, constant]       (kiwi cannot change a constant: remove and add again)
and a strength is a number (a raw kiwi weight) or "required".
Writes JSON to stdout: {"results": [{"errors": [name or null per op],
"values": [[value per variable] per op]}, ...]}. A system stops at its first error: kiwi keeps
part of a rejected constraint in its tableau, and may abort on a later operation.
"""
import json
import sys

from kiwi_systems import kiwi, make_constraint, strength


def make(spec, variables, constant):
    _, _, terms, _, relation, weight = spec
    return make_constraint(variables, terms, constant, relation, weight)


def run(system):
    variables = [kiwi.Variable("x%d" % index) for index in range(system["variables"])]
    solver = kiwi.Solver()
    specs, live = {}, {}
    errors, snapshots = [], []
    for op in system["ops"]:
        error = None
        try:
            kind = op[0]
            if kind == "add":
                specs[op[1]] = op
                constraint = make(op, variables, op[3])
                solver.addConstraint(constraint)
                live[op[1]] = constraint
            elif kind == "remove":
                solver.removeConstraint(live.pop(op[1]))
            elif kind == "edit":
                solver.addEditVariable(variables[op[1]], strength(op[2]))
            elif kind == "unedit":
                solver.removeEditVariable(variables[op[1]])
            elif kind == "suggest":
                solver.suggestValue(variables[op[1]], float(op[2]))
            elif kind == "set":
                old = live.pop(op[1])
                solver.removeConstraint(old)
                constraint = make(specs[op[1]], variables, op[2])
                solver.addConstraint(constraint)
                live[op[1]] = constraint
        except Exception as exception:  # the error's name is compared, not its text
            error = type(exception).__name__
        solver.updateVariables()
        errors.append(error)
        snapshots.append([variable.value() for variable in variables])
        if error is not None:
            break
    return {"errors": errors, "values": snapshots}


def main():
    request = json.load(sys.stdin)
    json.dump({"results": [run(system) for system in request["systems"]]}, sys.stdout)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""kiwisolver side of CassowaryBenchmarks: times the same workloads through the Python binding.

Reads one JSON request from stdin (written by CassowaryBenchmarks) and prints JSON timings, in
seconds, to stdout. A system is {"variables": N, "constraints": [[[[index, coefficient], ...],
constant, relation, strength], ...]}, each constraint meaning sum(coefficient * x[index]) relation
constant, a strength being "required" or a raw kiwi weight.
"""
import json
import os
import statistics
import sys
import time

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "CassowaryOracle"))
from kiwi_systems import kiwi, make_constraint, strength  # noqa: E402


def constraints_of(system, variables):
    return [make_constraint(variables, *row) for row in system["constraints"]]


def build(system):
    variables = [kiwi.Variable("x%d" % index) for index in range(system["variables"])]
    solver = kiwi.Solver()
    for constraint in constraints_of(system, variables):
        solver.addConstraint(constraint)
    for index, weight in system.get("edits", []):
        solver.addEditVariable(variables[index], strength(weight))
    return solver, variables


# Timed in thread CPU time, like the Swift side, so that other processes on a shared machine do
# not count against either.
clock = time.thread_time


def median_build(system, repetitions):
    samples = []
    for _ in range(repetitions):
        start = clock()
        build(system)
        samples.append(clock() - start)
    return statistics.median(samples)


def cell(request):
    system = request["system"]
    build_time = median_build(system, request["buildRepetitions"])
    solver, variables = build(system)
    suggestions = request["suggestions"]  # per round: [[index, value], ...]
    rounds, batches = request["rounds"], request["batches"]
    edits = [variables[index] for index, _ in system["edits"]]
    samples = []
    for batch in range(batches):
        start = clock()
        for round_index in range(batch * rounds // batches, (batch + 1) * rounds // batches):
            for (slot, value) in suggestions[round_index % len(suggestions)]:
                solver.suggestValue(edits[slot], value)
            solver.updateVariables()
        samples.append(clock() - start)
    elapsed = statistics.median(samples) * batches
    return {"build": build_time, "rounds": elapsed, "check": [v.value() for v in variables]}


def chain(request):
    system = request["system"]
    start = clock()
    solver, variables = build(system)
    build_time = clock() - start
    head = variables[0]
    start = clock()
    for index in range(request["suggestions"]):
        solver.suggestValue(head, float(index % 100))
        solver.updateVariables()
    elapsed = clock() - start
    return {"build": build_time, "suggestions": elapsed, "check": variables[-1].value()}


def churn(request):
    system = request["system"]
    variables = [kiwi.Variable("x%d" % index) for index in range(system["variables"])]
    constraints = constraints_of(system, variables)
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    order = request["order"]
    start = clock()
    for index in order:
        solver.removeConstraint(constraints[index])
        solver.addConstraint(constraints[index])
    elapsed = clock() - start
    solver.updateVariables()
    return {"pairs": elapsed, "check": [v.value() for v in variables]}


def main():
    request = json.load(sys.stdin)
    handlers = {"cell": cell, "chain": chain, "churn": churn}
    json.dump(handlers[request["workload"]](request), sys.stdout)


if __name__ == "__main__":
    main()

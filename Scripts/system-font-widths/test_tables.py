"""Checks that a generated width table reads back as the parameters it was written from.

usage: python3 -m unittest discover -s Scripts/system-font-widths -p 'test_*.py'
(`.ci/run` runs them.)

`Scripts/system-font-widths-evaluate` gives figures for a table by reading the Swift file
back (`parameters_of`); a table it misread would give figures for another model.
"""
import os
import unittest

import swift_table

HERE = os.path.dirname(os.path.abspath(__file__))
EVALUATE = os.path.join(HERE, "..", "system-font-widths-evaluate")


def parameters_of(swift):
    namespace = {"__file__": EVALUATE}
    with open(EVALUATE) as handle:
        source = handle.read().replace('if __name__ == "__main__":\n    main()', "")
    exec(compile(source, EVALUATE, "exec"), namespace)
    return namespace["parameters_of"](swift)


class TableTests(unittest.TestCase):
    def test_a_rendered_table_reads_back_as_its_parameters(self):
        # Written by hand: two optical sizes with a weight of their own, and corrections that
        # the renderer escapes (a space, a quote, a Cyrillic letter) beside a plain one.
        parameters = {
            "standIn": {"text": "Inter"},
            "optical": {
                "text": {"scale": {"400": 0.99561, "700": 1.01668}, "trackingOffset": 0.00268},
                "display": {"scale": {"400": 0.94881}, "trackingOffset": -0.00153},
            },
            "corrections": {" ": -0.0032, '"': 0.001, "\u0435": 0.00575, "a": -0.01207},
            "sizeTracking": {12: 0.01173, 13: -0.00892, 20: 0.02},
            "fittedOn": {"labels": 3, "correctionPenalty": 64,
                         "inSample": {"median": 0.5, "within0.5": 50.0}},
        }
        read = parameters_of(swift_table.render(parameters))
        self.assertEqual(read["standIn"], {"text": "Inter"})
        self.assertEqual(read["optical"]["text"]["scale"], {"400": 0.99561, "700": 1.01668})
        self.assertEqual(read["optical"]["display"]["trackingOffset"], -0.00153)
        self.assertEqual(read["corrections"], parameters["corrections"])
        self.assertEqual(read["sizeTracking"], {12: 0.01173, 13: -0.00892, 20: 0.02})

    def test_the_shipped_table_reads_with_its_regular_text_scale_and_corrections(self):
        # The shipped table (SystemFontWidthModel+Fitted.swift) lists text's regular scale as
        # 0.97398, "a"'s correction as -0.0161, "!"'s as 0.01243, 80 corrections in all, and 17
        # points' tracking offset as 0.01737 (read off the file by eye).
        path = os.path.join(HERE, "..", "..", "Sources", "TextMeasurement", "Fonts",
                            "SystemFontWidthModel+Fitted.swift")
        with open(path) as handle:
            read = parameters_of(handle.read())
        self.assertEqual(read["optical"]["text"]["scale"]["400"], 0.97398)
        self.assertEqual(read["corrections"]["a"], -0.0161)
        self.assertEqual(read["corrections"]["!"], 0.01243)
        self.assertEqual(len(read["corrections"]), 80)
        self.assertEqual(read["sizeTracking"][17], 0.01737)

if __name__ == "__main__":
    unittest.main()

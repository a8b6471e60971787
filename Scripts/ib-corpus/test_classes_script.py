"""Checks `Scripts/ib-corpus-classes` end to end: its table, and what it says of bad input.

usage: python3 -m unittest discover -s Scripts/ib-corpus -p 'test_*.py'
(`.ci/run` runs them.)
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

import test_classes

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "ib-corpus-classes")


def run(folder, *arguments):
    result = subprocess.run([sys.executable, SCRIPT, folder, *arguments],
                            capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr


class ClassesScript(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.out = self.folder.name

    def tearDown(self):
        self.folder.cleanup()

    def write_views(self, lines):
        with open(os.path.join(self.out, "views.jsonl"), "w") as handle:
            handle.write("".join(line + "\n" for line in lines))

    def write_corpus(self, labels):
        """test_classes' cell as `corpus/a.xib`, and its views in each set of `labels` (set name
        -> Protocell's frame of the label; the image view in place); returns the corpus folder."""
        corpus = os.path.join(self.out, "corpus")
        os.mkdir(corpus)
        with open(os.path.join(corpus, "a.xib"), "wb") as handle:
            handle.write(ElementTree.tostring(test_classes.document()))
        views = []
        for set_name, label in labels.items():
            for record in test_classes.views([16, 12, 40, 40], label):
                views.append(json.dumps({**record, "set": set_name, "file": "a.xib",
                                         "cell": "Cell"}))
        self.write_views(views)
        return corpus

    def test_the_table_counts_each_class_per_set(self):
        # test_classes' cell, its label 1 point short in one set and placed in the other: one
        # system-font text height in `tune`, nothing in `held out`.
        corpus = self.write_corpus({"tune": [16, 64, 288, 20], "held out": [16, 64, 288, 21]})
        status, output, _ = run(self.out, "--corpus", corpus)
        self.assertEqual(status, 0)
        self.assertEqual(output.splitlines(), [
            "held out: 0 of 2 views away from IB's frames",
            "tune: 1 of 2 views away from IB's frames",
            "  text height, system font or text style: 1 views, 1 repositories",
        ])

    def test_the_horizontal_table_counts_x_and_width(self):
        # The same cell, its label 20 points narrower in `tune`: one text width there.
        corpus = self.write_corpus({"tune": [16, 64, 268, 21], "held out": [16, 64, 288, 21]})
        status, output, _ = run(self.out, "--corpus", corpus, "--axis", "horizontal")
        self.assertEqual(status, 0)
        self.assertEqual(output.splitlines(), [
            "held out: 0 of 2 views away from IB's x or width",
            "tune: 1 of 2 views away from IB's x or width",
            "  text width (system font or text style): 1 views, 1 repositories",
        ])
        status, _, error = run(self.out, "--axis", "diagonal")
        self.assertEqual(status, 2)
        self.assertIn("no axis 'diagonal'", error)
        status, _, error = run(self.out, "--axis", "horizontal", "--list",
                               "text height, named font")
        self.assertEqual(status, 2)
        self.assertIn("no class 'text height, named font' along the horizontal axis", error)

    def test_the_pool_counts_every_set_but_the_held_out_one_as_read(self):
        # The label a point short in `tune`, `fresh3` and `held out`: two views in `read`,
        # listed; the held-out one counted, never listed.
        short = [16, 64, 288, 20]
        corpus = self.write_corpus({"tune": short, "fresh3": short, "held out": short})
        status, output, _ = run(self.out, "--corpus", corpus, "--pool", "--list",
                                "text height, system font or text style")
        self.assertEqual(status, 0)
        self.assertEqual(output.splitlines(), [
            "held out: 1 of 2 views away from IB's frames",
            "  text height, system font or text style: 1 views, 1 repositories",
            "read: 2 of 4 views away from IB's frames",
            "  text height, system font or text style: 2 views, 1 repositories",
            "? a.xib Cell label label IB [16, 64, 288, 21] ours [16, 64, 288, 20]",
            "? a.xib Cell label label IB [16, 64, 288, 21] ours [16, 64, 288, 20]",
        ])

    def test_views_of_documents_not_found_are_said_to_be_left_out(self):
        record = test_classes.views(None, [16, 64, 288, 21])[0]
        self.write_views([json.dumps({**record, "set": "tune", "file": "gone.xib",
                                      "cell": "Cell"})])
        status, output, _ = run(self.out, "--corpus", self.out)
        self.assertEqual(status, 0)
        self.assertIn("(1 views not classified: their documents are in no --corpus folder, "
                      "or do not parse)", output)

    def test_bad_input_is_refused_with_where_and_what(self):
        status, _, error = run(self.out)
        self.assertEqual(status, 2)
        self.assertIn("views.jsonl is missing", error)
        self.write_views(['{"set": "tune"}', "not json"])
        status, _, error = run(self.out)
        self.assertEqual(status, 2)
        self.assertIn("views.jsonl, line 1: not a view", error)
        self.write_views([])
        self.assertEqual(run(self.out)[:2], (0, f"ib-corpus-classes: {self.out}/views.jsonl "
                                                "holds no views\n"))
        status, _, error = run(self.out, "--list", "bogus")
        self.assertEqual(status, 2)
        self.assertIn("no class 'bogus'", error)


if __name__ == "__main__":
    unittest.main()

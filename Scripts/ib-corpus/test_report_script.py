"""Checks how `Scripts/ib-corpus-report` names the self-sizing cells it measures.

usage: python3 -m unittest discover -s Scripts/ib-corpus -p 'test_*.py'
(`.ci/run` runs them.)
"""
import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "ib-corpus-report")


def load_report():
    loader = importlib.machinery.SourceFileLoader("ib_corpus_report", SCRIPT)
    spec = importlib.util.spec_from_loader("ib_corpus_report", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def cell(tag, identifier, reuse, content_tag, height):
    return (f'<{tag} reuseIdentifier="{reuse}" id="{identifier}">'
            f'<{content_tag} key="contentView" id="{identifier}-c">'
            f'<rect key="frame" x="0.0" y="0.0" width="320" height="{height}"/>'
            f'</{content_tag}></{tag}>')


class SelfSizingCellTests(unittest.TestCase):
    def cells_of(self, body, tools="15705"):
        with tempfile.NamedTemporaryFile("w", suffix=".storyboard", delete=False) as handle:
            handle.write('<?xml version="1.0" encoding="UTF-8"?>'
                         f'<document toolsVersion="{tools}">{body}</document>')
        try:
            return load_report().self_sizing_cells(handle.name)
        finally:
            os.remove(handle.name)

    def test_a_reuse_identifier_a_collection_cell_shares_is_not_a_name(self):
        table = ('<tableView rowHeight="-1" id="t"><prototypes>'
                 + cell("tableViewCell", "T-1", "Cell", "tableViewCellContentView", "43.5")
                 + '</prototypes></tableView>')
        collection = ('<collectionView id="c"><cells>'
                      + cell("collectionViewCell", "C-1", "Cell", "view", "50")
                      + '</cells></collectionView>')
        # Only the table cell sizes itself; its bare identifier is not unique in the document.
        self.assertEqual(self.cells_of(table + collection), [("T-1", 320.0, 43.5, False)])
        self.assertEqual(self.cells_of(table), [("Cell", 320.0, 43.5, False)])

    def test_cells_of_documents_before_xcode_11_are_left_out(self):
        # Xcode 10's canvas (14xxx) drew a self-sizing table's rows at its row height.
        table = ('<tableView rowHeight="-1" id="t"><prototypes>'
                 + cell("tableViewCell", "T-1", "Cell", "tableViewCellContentView", "43.5")
                 + '</prototypes></tableView>')
        self.assertEqual(self.cells_of(table, tools="14490.70"), [])
        self.assertEqual(self.cells_of(table, tools="32700.99.1234"),
                         [("Cell", 320.0, 43.5, False)])

    def test_a_cell_with_its_own_row_height_is_left_out(self):
        table = ('<tableView rowHeight="-1" id="t"><prototypes>'
                 + cell("tableViewCell", "T-1", "Cell", "tableViewCellContentView", "43.5")
                 .replace('id="T-1"', 'rowHeight="60" id="T-1"', 1)
                 + '</prototypes></tableView>')
        self.assertEqual(self.cells_of(table), [])


if __name__ == "__main__":
    unittest.main()

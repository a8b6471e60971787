"""The corpus manifests of Tests/InterfaceBuilderCorpus, read one way for every corpus script.

Each `*manifest.tsv` lists a corpus's files, one row a file: its name in the corpus folder
(`file`), its repository (`repo`), path, commit, blob id, licence and half (`split`).
"""
import csv
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "Tests", "InterfaceBuilderCorpus")

MANIFESTS = sorted(os.path.join(CORPUS, name) for name in os.listdir(CORPUS)
                   if name.endswith("manifest.tsv"))
"""Every manifest's path, by name."""

FIRST_CORPORA = ("manifest.tsv", "widths-manifest.tsv", "recent-manifest.tsv",
                 "extra-manifest.tsv", "fresh-manifest.tsv")
"""The corpora whose halves give the figures the issue is judged by (the README's "all held
out" and tuning halves); the later ones are whole corpora of their own."""


def rows(manifest):
    """The rows of the manifest at path `manifest`, as dictionaries by column."""
    with open(manifest, newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def every_row(manifests=MANIFESTS):
    """(manifest file name, row) for every row of `manifests`, in order."""
    for manifest in manifests:
        for row in rows(manifest):
            yield os.path.basename(manifest), row

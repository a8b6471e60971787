"""Checks `Scripts/ib-corpus-restore` end to end on snapshots made here: the files it writes,
the licence files it copies beside them, and the repositories it says have none.

usage: python3 -m unittest discover -s Scripts/ib-corpus -p 'test_*.py'
(`.ci/run` runs them.)
"""
import os
import subprocess
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                      "ib-corpus-restore")

DOCUMENT = b'<?xml version="1.0" encoding="UTF-8"?>\n<document type="xib"/>\n'


def git(directory, *arguments):
    return subprocess.run(["git", "-C", directory, *arguments], check=True,
                          capture_output=True, text=True).stdout.strip()


def make_snapshot(mirror, repository, files):
    """A repository at MIRROR/owner+name/repo with one commit of `files` (name -> bytes);
    returns (commit, blob id of Cell.xib)."""
    directory = os.path.join(mirror, repository.replace("/", "+"), "repo")
    os.makedirs(directory)
    git(directory, "init", "-q")
    for name, data in files.items():
        with open(os.path.join(directory, name), "wb") as handle:
            handle.write(data)
    git(directory, "add", ".")
    git(directory, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q",
        "-m", "snapshot")
    return git(directory, "rev-parse", "HEAD"), git(directory, "rev-parse", "HEAD:Cell.xib")


class RestoreTests(unittest.TestCase):
    def test_licences_by_every_name_the_corpora_use(self):
        with tempfile.TemporaryDirectory() as scratch:
            mirror = os.path.join(scratch, "mirror")
            rows = []
            # Licence file names as the corpora's repositories keep them; the last has none.
            for repository, licence in (("a/md", "LICENSE.md"), ("b/file", "FILE_LICENSE"),
                                        ("c/rtf", "LICENSE.rtf"), ("d/copying", "COPYING"),
                                        ("e/none", "LICENSE-HEADER.txt")):
                commit, blob = make_snapshot(mirror, repository,
                                             {"Cell.xib": DOCUMENT, licence: b"MIT\n"})
                name = repository.replace("/", "__") + "__Cell.xib"
                rows.append("\t".join((name, repository, "Cell.xib", commit, blob, "MIT",
                                       "holdout")))
            manifest = os.path.join(scratch, "test-manifest.tsv")
            with open(manifest, "w") as handle:
                handle.write("file\trepo\tpath\tcommit\tblob\tlicence\tsplit\n")
                handle.write("\n".join(rows) + "\n")
            folder = os.path.join(scratch, "corpus")
            result = subprocess.run([SCRIPT, folder, mirror, manifest], capture_output=True,
                                    text=True)
            self.assertEqual(result.returncode, 0, result.stderr)
            self.assertEqual(sorted(os.listdir(os.path.join(folder, "licenses"))),
                             ["a__md__LICENSE.md", "b__file__FILE_LICENSE", "c__rtf__LICENSE.rtf",
                              "d__copying__COPYING"])
            with open(os.path.join(folder, "a__md__Cell.xib"), "rb") as handle:
                self.assertEqual(handle.read(), DOCUMENT)
            self.assertEqual(result.stdout.splitlines(), [
                f"ib-corpus-restore: 5 files written to {folder}, 0 repositories missing",
                "  e/none: no licence file found at the root of its commit",
            ])


if __name__ == "__main__":
    unittest.main()


class MissingTests(unittest.TestCase):
    """`--missing` lists the repositories with no snapshot, held-out ones first."""

    def lines(self, *arguments):
        result = subprocess.run([SCRIPT, "--missing", *arguments], capture_output=True, text=True)
        self.assertEqual(result.returncode, 0, result.stderr)
        return result.stdout.split()

    def test_held_out_first_and_alone_with_held_out(self):
        with tempfile.TemporaryDirectory() as scratch:
            mirror = os.path.join(scratch, "mirror")
            os.makedirs(mirror)
            # `manifest.tsv` is one of the first five corpora, whose halves are ranked.
            manifest = os.path.join(scratch, "manifest.tsv")
            with open(manifest, "w") as handle:
                handle.write("file\trepo\tpath\tcommit\tblob\tlicence\tsplit\n")
                for index, (repository, split) in enumerate((("b/tune", "tune"),
                                                             ("b/tune", "tune"),
                                                             ("a/held", "holdout"))):
                    handle.write(f"f{index}\t{repository}\tCell.xib\tc\tb\tMIT\t{split}\n")
            self.assertEqual(self.lines(mirror, manifest), ["a/held", "b/tune"])
            self.assertEqual(self.lines("--held-out", mirror, manifest), ["a/held"])

"""Checks which labels of a document ib_labels.py takes as sized by their text.

usage: python3 -m unittest discover -s Scripts/system-font-widths -p 'test_*.py'
(`.ci/run` runs them.)
"""
import os
import tempfile
import unittest

import ib_labels

# A cell of four one-line labels in the system font, written by hand. Each is pinned at its
# leading edge and its top; "Free" is nothing more, so Auto Layout gives it its text's width.
# "Placeholder" has IB's "Intrinsic Size: Placeholder" (65 points wide), which the canvas uses
# in place of its text's width. "Required" hugs at 1000 and is held at both edges by required
# constraints, so its width is its edges', not its text's. "Stretched" hugs at 251 against a
# trailing edge at 1000: stretched. "Hugging" hugs at 751 against a trailing edge at 750: its text.
DOCUMENT = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505"
 targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
 <device id="retina6_12" orientation="portrait" appearance="light"/>
 <objects>
  <tableViewCell id="cell" reuseIdentifier="Cell">
   <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
   <tableViewCellContentView key="contentView" id="content">
    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
    <subviews>
     <label text="Free" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="free">
      <rect key="frame" x="16" y="0.0" width="33.666666666666664" height="20.333333333333332"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
     </label>
     <label text="Placeholder" horizontalHuggingPriority="251" placeholderIntrinsicWidth="65" placeholderIntrinsicHeight="infinite" translatesAutoresizingMaskIntoConstraints="NO" id="placeholder">
      <rect key="frame" x="16" y="0.0" width="65" height="20.333333333333332"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
     </label>
     <label text="Required" horizontalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="required">
      <rect key="frame" x="16" y="0.0" width="361" height="20.333333333333332"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
     </label>
     <label text="Stretched" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="stretched">
      <rect key="frame" x="16" y="0.0" width="361" height="20.333333333333332"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
     </label>
     <label text="Hugging" horizontalHuggingPriority="751" translatesAutoresizingMaskIntoConstraints="NO" id="hugging">
      <rect key="frame" x="16" y="0.0" width="62" height="20.333333333333332"/>
      <fontDescription key="fontDescription" type="system" pointSize="17"/>
     </label>
    </subviews>
    <constraints>
     <constraint firstItem="free" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c1"/>
     <constraint firstItem="placeholder" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c2"/>
     <constraint firstItem="required" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c3"/>
     <constraint firstAttribute="trailing" secondItem="required" secondAttribute="trailing" constant="16" id="c4"/>
     <constraint firstItem="stretched" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c5"/>
     <constraint firstAttribute="trailing" secondItem="stretched" secondAttribute="trailing" constant="16" id="c6"/>
     <constraint firstItem="hugging" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="c7"/>
     <constraint firstAttribute="trailing" secondItem="hugging" secondAttribute="trailing" constant="16" priority="750" id="c8"/>
    </constraints>
   </tableViewCellContentView>
  </tableViewCell>
 </objects>
</document>
"""


class LabelTests(unittest.TestCase):
    def setUp(self):
        handle, self.path = tempfile.mkstemp(suffix=".xib")
        with os.fdopen(handle, "w") as file:
            file.write(DOCUMENT)

    def tearDown(self):
        os.remove(self.path)

    def test_only_labels_their_text_sizes_are_taken(self):
        found = {label["id"]: label for label in ib_labels.labels(self.path)}
        self.assertEqual(sorted(found), ["free", "hugging"])

    def test_a_taken_label_keeps_its_recorded_width_font_and_scale(self):
        free = {label["id"]: label for label in ib_labels.labels(self.path)}["free"]
        self.assertEqual(free["width"], 33.666666666666664)
        self.assertEqual((free["size"], free["weight"], free["scale"], free["tools"]), (17.0, 400, 3, 22505))

    def test_an_apple_tv_documents_labels_are_not_taken(self):
        with open(self.path, "w") as file:
            file.write(DOCUMENT.replace("com.apple.InterfaceBuilder3.CocoaTouch.XIB",
                                        "com.apple.InterfaceBuilder.AppleTV.XIB"))
        self.assertEqual(ib_labels.labels(self.path), [])


if __name__ == "__main__":
    unittest.main()

"""Checks the class classes.py gives each view the yardstick finds away from IB's frame.

usage: python3 -m unittest discover -s Scripts/ib-corpus -p 'test_*.py'
(`.ci/run` runs them.)
"""
import unittest
import xml.etree.ElementTree as ElementTree

import classes

# A cell written by hand: an image view and a label, each pinned 12 points from its
# neighbours (12 + 40 + 12 + 21 + 12 = 97: the frames are a layout of the constraints).
DOCUMENT = """<document>
 <objects>
  <tableViewCell id="cell" reuseIdentifier="Cell">
   <rect key="frame" x="0.0" y="0.0" width="320" height="97.5"/>
   <tableViewCellContentView key="contentView" id="content">
    <rect key="frame" x="0.0" y="0.0" width="320" height="{content_height}"/>
    <subviews>
     <imageView {image} translatesAutoresizingMaskIntoConstraints="NO" id="image">
      <rect key="frame" x="16" y="12" width="40" height="40"/>
     </imageView>
     <label {label} text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label">
      <rect key="frame" x="16" y="64" width="288" height="21"/>
      <fontDescription key="fontDescription" {font} pointSize="17"/>
     </label>
    </subviews>
    <constraints>
     <constraint firstItem="image" firstAttribute="top" secondItem="content" secondAttribute="top" constant="12" id="c1"/>
     <constraint firstItem="image" firstAttribute="height" constant="40" id="c2"/>
     <constraint firstItem="label" firstAttribute="top" secondItem="image" secondAttribute="bottom" constant="12" id="c3"/>
     <constraint firstItem="content" firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="12" id="c4"/>
    </constraints>
   </tableViewCellContentView>
  </tableViewCell>
 </objects>
</document>"""


def document(content_height=97, image="", label="", font='type="system"', variation=""):
    return ElementTree.fromstring(DOCUMENT.format(content_height=content_height, image=image,
                                                  label=label, font=font).replace(
        "</tableViewCellContentView>", variation + "</tableViewCellContentView>"))


def views(image_ours, label_ours):
    """The yardstick's records of the two views: IB's frames above, Protocell's given."""
    return [{"id": "image", "tag": "imageView", "ib": [16, 12, 40, 40], "ours": image_ours},
            {"id": "label", "tag": "label", "ib": [16, 64, 288, 21], "ours": label_ours}]


def classified(root, records, axis="vertical"):
    return [(view["id"], name, detail)
            for view, name, detail in classes.classify_cell(root, "Cell", records, axis)]


class Classify(unittest.TestCase):
    def test_views_within_half_a_point_are_not_classified(self):
        records = views([16, 12.4, 40, 40], [16, 63.6, 288, 21.5])
        self.assertEqual(classified(document(), records), [])

    def test_a_cell_whose_frames_break_its_constraints_is_stale(self):
        # 12 + 40 + 12 + 21 + 12 = 97, recorded as 99: c4 is missed by 2.
        records = views([16, 12, 40, 40], [16, 64, 288, 23])
        self.assertEqual(classified(document(content_height=99), records),
                         [("label", classes.STALE, "")])

    def test_a_stale_content_view_rect_comes_before_stale_frames(self):
        # Xcode 6's 43-point rect under the 97.5-point cell, whose label reaches 85: the rect is
        # stale (its frames break c4 too, but the rect is the cause); horizontally no class.
        records = views([16, 12, 40, 40], [16, 25, 288, 21])
        self.assertEqual(classified(document(content_height=43), records),
                         [("label", classes.STALE_CONTENT, "")])
        self.assertEqual(classified(document(content_height=43), records, "horizontal"), [])

    def test_the_first_class_that_fits_wins(self):
        records = views([16, 12, 40, 41], [16, 65, 288, 21])
        # A custom label class is drawn by the app's code; an image view of a system image
        # is a symbol. The label's height agrees while the image view's does not: moved.
        self.assertEqual(classified(document(label='customClass="Badge"'), records),
                         [("image", classes.OTHER, "imageView"), ("label", classes.DRAWN, "")])
        self.assertEqual(classified(document(image='catalog="system"'), records),
                         [("image", classes.SYMBOL, ""), ("label", classes.MOVED, "")])

    def test_a_symbol_is_found_by_its_reference_or_the_documents_resources(self):
        # Xcode 13 names the image in a child; Xcode 11 on the view, its catalog in <resources>.
        records = views([16, 12, 40, 41], [16, 65, 288, 21])
        frame = '<rect key="frame" x="16" y="12" width="40" height="40"/>'

        def with_image(child="", image="", resources=""):
            text = DOCUMENT.format(content_height=97, image=image, label="",
                                   font='type="system"').replace(frame, frame + child)
            return ElementTree.fromstring(text.replace("</objects>", "</objects>" + resources))

        reference = '<imageReference key="image" image="envelope.fill" catalog="system"/>'
        self.assertEqual(classified(with_image(child=reference), records)[0],
                         ("image", classes.SYMBOL, ""))
        symbol = '<resources><image name="star" catalog="system" width="128" height="124"/></resources>'
        self.assertEqual(classified(with_image(image='image="star"', resources=symbol), records)[0],
                         ("image", classes.SYMBOL, ""))
        # An image of the app's own assets, by reference or by name, is not a symbol.
        own = '<resources><image name="star" width="40" height="40"/></resources>'
        self.assertEqual(classified(with_image(image='image="star"', resources=own), records)[0],
                         ("image", classes.OTHER, "imageView"))
        self.assertEqual(classified(with_image(child='<imageReference key="image" image="star"/>',
                                               resources=own), records)[0],
                         ("image", classes.OTHER, "imageView"))

    def test_a_text_height_is_classed_by_its_font(self):
        records = views([16, 12, 40, 40], [16, 64, 288, 20])
        self.assertEqual(classified(document(), records), [("label", classes.SYSTEM_FONT, "")])
        self.assertEqual(classified(document(font='name="Avenir-Book" family="Avenir"'), records),
                         [("label", classes.NAMED_FONT, "")])

    def test_text_at_its_height_in_a_cell_of_agreeing_heights_is_placement(self):
        records = views([16, 12, 40, 40], [16, 64.75, 288, 21])
        self.assertEqual(classified(document(), records), [("label", classes.TEXT_PLACE, "")])

    def test_an_installed_view_without_a_frame_is_a_bug_whatever_else_fits(self):
        # Even in a stale cell (99 points where its constraints give 97).
        records = views(None, [16, 64, 288, 21])
        self.assertEqual(classified(document(content_height=99), records),
                         [("image", classes.NO_FRAME, "")])

    def test_a_view_the_default_size_class_leaves_out_is_not_installed(self):
        # Excluded from the default size class, the label is never shown, and gets no frame.
        variation = ('<variation key="default"><mask key="subviews">'
                     '<exclude reference="label"/></mask></variation>')
        records = views([16, 12, 40, 40], None)
        self.assertEqual(classified(document(variation=variation), records),
                         [("label", classes.NOT_INSTALLED, "")])
        self.assertEqual(classified(document(), records), [("label", classes.NO_FRAME, "")])

    def test_along_the_horizontal_axis_text_widths_are_classed_by_font(self):
        # The label 20 points narrower (its text's width in a stand-in font); the image view
        # in place. Vertically nothing is away.
        records = views([16, 12, 40, 40], [16, 64, 268, 21])
        self.assertEqual(classified(document(), records, "horizontal"),
                         [("label", classes.TEXT_WIDTH, "system font or text style")])
        self.assertEqual(
            classified(document(font='name="Avenir-Book" family="Avenir"'), records,
                       "horizontal"),
            [("label", classes.TEXT_WIDTH, "named font")])
        self.assertEqual(classified(document(), records), [])

    def test_along_the_horizontal_axis_a_view_at_its_width_is_moved_or_placed(self):
        # The image view 4 points right at its own width while the label is narrower: moved.
        records = views([20, 12, 40, 40], [16, 64, 268, 21])
        self.assertEqual(classified(document(), records, "horizontal"),
                         [("image", classes.MOVED, ""),
                          ("label", classes.TEXT_WIDTH, "system font or text style")])
        # Every width agrees and the label sits 2 points right: its alignment.
        records = views([16, 12, 40, 40], [18, 64, 288, 21])
        self.assertEqual(classified(document(), records, "horizontal"),
                         [("label", classes.TEXT_PLACE_H, "")])

    def test_a_cell_is_found_by_its_ib_id_as_by_its_reuse_identifier(self):
        # The yardstick names a cell by its IB id when its reuse identifier is not unique.
        records = views([16, 12, 40, 41], [16, 65, 288, 21])
        self.assertEqual([(view["id"], name) for view, name, _ in
                          classes.classify_cell(document(content_height=99), "cell", records)],
                         [("image", classes.STALE), ("label", classes.STALE)])


if __name__ == "__main__":
    unittest.main()

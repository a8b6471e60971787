"""Checks which cells' recorded frames stale_frames.py finds breaking their own constraints.

usage: python3 -m unittest discover -s Scripts/ib-corpus -p 'test_*.py'
(`.ci/run` runs them.)
"""
import unittest
import xml.etree.ElementTree as ElementTree

import stale_frames

# One cell written by hand: a label 21 points tall, pinned 11.5 points below the content
# view's top and 11.5 above its bottom, so the content view is 11.5 + 21 + 11.5 = 44 tall.
# CONTENT_HEIGHT, the label's attributes and the extra constraints vary per test.
CELL = """<tableViewCell id="cell" reuseIdentifier="Cell">
 <rect key="frame" x="0.0" y="0.0" width="320" height="{cell_height}"/>
 <tableViewCellContentView key="contentView" id="content">
  <rect key="frame" x="0.0" y="0.0" width="320" height="{content_height}"/>
  <subviews>
   <{tag} {attributes} translatesAutoresizingMaskIntoConstraints="NO" id="view">
    <rect key="frame" x="16" y="11.5" width="288" height="{view_height}"/>
   </{tag}>
  </subviews>
  <constraints>
   <constraint firstItem="view" firstAttribute="top" secondItem="content" secondAttribute="top" constant="11.5" id="top"/>
   <constraint firstItem="content" firstAttribute="bottom" secondItem="view" secondAttribute="bottom" constant="11.5" {bottom} id="bottom"/>
   {extra}
  </constraints>
 </tableViewCellContentView>
 {variation}
</tableViewCell>"""


def cell(content_height=44, view_height=21, tag="label", attributes="", bottom="", extra="",
         variation=""):
    return ElementTree.fromstring(CELL.format(
        cell_height=content_height + 0.5, content_height=content_height, tag=tag,
        attributes=attributes, view_height=view_height, bottom=bottom, extra=extra,
        variation=variation))


class BrokenConstraints(unittest.TestCase):
    def test_frames_that_satisfy_the_constraints_break_none(self):
        self.assertEqual(stale_frames.broken_constraints(cell()), [])

    def test_a_content_view_two_points_taller_than_its_constraints_breaks_the_bottom(self):
        # bottom: 46 = (11.5 + 21) + 11.5 = 44, missed by 2.
        self.assertEqual(stale_frames.broken_constraints(cell(content_height=46)),
                         [("bottom", 2.0)])

    def test_the_horizontal_axis_evaluates_leading_trailing_and_width(self):
        # The view is recorded at x 16, 288 wide, in a 320-point content view: leading 16 and
        # trailing 16 hold (16 + 288 + 16 = 320); a width of 280 is missed by 8 and a centre
        # 3 points right of the content view's by 3. None of them is vertical.
        extra = (
            '<constraint firstItem="view" firstAttribute="leading" secondItem="content" '
            'secondAttribute="leading" constant="16" id="lead"/>'
            '<constraint firstItem="content" firstAttribute="trailing" secondItem="view" '
            'secondAttribute="trailing" constant="16" id="trail"/>'
            '<constraint firstItem="view" firstAttribute="width" constant="280" id="width"/>'
            '<constraint firstItem="view" firstAttribute="centerX" secondItem="content" '
            'secondAttribute="centerX" constant="3" id="centre"/>')
        self.assertEqual(stale_frames.broken_constraints(cell(extra=extra), "horizontal"),
                         [("width", 8.0), ("centre", 3.0)])
        self.assertEqual(stale_frames.broken_constraints(cell(extra=extra)), [])

    def test_a_miss_of_one_point_is_pixel_rounding_not_a_stale_frame(self):
        self.assertEqual(stale_frames.broken_constraints(cell(content_height=45)), [])

    def test_a_slider_is_evaluated_on_its_alignment_rectangle(self):
        # The slider's frame is 31 tall and its alignment rectangle 30: the bottom constraint
        # asks for 11.5 + 30 + 11.5 = 53 against a 52.5-point content view (0.5, rounding),
        # where a label's 31-point frame asks for 54 (1.5: stale).
        slider = cell(content_height=52.5, view_height=31, tag="slider")
        self.assertEqual(stale_frames.broken_constraints(slider), [])
        label = cell(content_height=52.5, view_height=31)
        self.assertEqual(stale_frames.broken_constraints(label), [("bottom", 1.5)])

    def test_a_constraint_the_default_size_class_excludes_is_not_evaluated(self):
        variation = ('<variation key="default"><mask key="constraints">'
                     '<exclude reference="bottom"/></mask></variation>')
        self.assertEqual(stale_frames.broken_constraints(
            cell(content_height=46, variation=variation)), [])

    def test_placeholder_and_lower_priority_constraints_are_not_evaluated(self):
        self.assertEqual(stale_frames.broken_constraints(
            cell(content_height=46, bottom='placeholder="YES"')), [])
        self.assertEqual(stale_frames.broken_constraints(
            cell(content_height=46, bottom='priority="999"')), [])

    def test_views_flagged_misplaced_ambiguous_or_hidden_are_not_evaluated(self):
        for flag in ("misplaced", "ambiguous", "hidden"):
            self.assertEqual(stale_frames.broken_constraints(
                cell(content_height=46, attributes=f'{flag}="YES"')), [], flag)

    def test_margins_and_baselines_are_not_evaluated(self):
        extra = ('<constraint firstItem="view" firstAttribute="firstBaseline" '
                 'secondItem="content" secondAttribute="topMargin" constant="40" id="baseline"/>')
        self.assertEqual(stale_frames.broken_constraints(cell(extra=extra)), [])

    def test_multipliers_in_every_notation(self):
        self.assertEqual(stale_frames.multiplier("0.5"), 0.5)
        self.assertEqual(stale_frames.multiplier("1:2"), 0.5)
        self.assertEqual(stale_frames.multiplier("3/4"), 0.75)
        self.assertEqual(stale_frames.multiplier("140%"), 1.4)
        # height = 1:2 × 44 = 22: a 20-point view misses it by 2 (its bottom constraint, 44
        # against 11.5 + 20 + 11.5 = 43, by 1: rounding); a 22-point one not at all.
        extra = ('<constraint firstItem="view" firstAttribute="height" secondItem="content" '
                 'secondAttribute="height" multiplier="1:2" id="half"/>')
        self.assertEqual(stale_frames.broken_constraints(
            cell(view_height=20, extra=extra)), [("half", 2.0)])
        self.assertEqual(stale_frames.broken_constraints(
            cell(view_height=22, extra=extra)), [])

    def test_inequalities_break_only_on_their_wrong_side(self):
        at_least = ('<constraint firstItem="view" firstAttribute="height" relation="greaterThanOrEqual"'
                    ' constant="30" id="atLeast"/>')
        at_most = ('<constraint firstItem="view" firstAttribute="height" relation="lessThanOrEqual"'
                   ' constant="30" id="atMost"/>')
        # The label is 21 tall: "≥ 30" misses by 9, "≤ 30" and "≥ 10" hold. A constraint of the view's
        # own is held by the view, not the content view: it is found all the same.
        self.assertEqual(stale_frames.broken_constraints(cell(extra=at_least)), [("atLeast", 9.0)])
        self.assertEqual(stale_frames.broken_constraints(cell(extra=at_most)), [])
        self.assertEqual(stale_frames.broken_constraints(
            cell(extra=at_least.replace('"30"', '"10"'))), [])



# A cell 71.5 points tall over a content view rect of its own size and width, with one view.
STALE_CELL = """<tableViewCell id="cell" {accessory}>
 <rect key="frame" x="0.0" y="0.0" width="375" height="71.5"/>
 <tableViewCellContentView key="contentView" id="content">
  <rect key="frame" x="0.0" y="0.0" width="{content_width}" height="{content_height}"/>
  <subviews>
   <view id="box"><rect key="frame" x="0" y="10" width="10" height="{box_height}"/>
    <subviews><view id="inner"><rect key="frame" x="0" y="0" width="10" height="{inner}"/></view>
    </subviews>
   </view>
  </subviews>
 </tableViewCellContentView>
</tableViewCell>"""


def stale_cell(content_height=43, content_width=375, box_height=20, inner=5, accessory=""):
    return ElementTree.fromstring(STALE_CELL.format(
        content_height=content_height, content_width=content_width, box_height=box_height,
        inner=inner, accessory=accessory))


class StaleContentView(unittest.TestCase):
    def test_views_reaching_below_a_shorter_rect_make_it_stale(self):
        # The box ends at 10 + 20 = 30 inside 43; the view it holds at 10 + 51 = 61 below it.
        self.assertFalse(stale_frames.content_view_is_stale(stale_cell()))
        self.assertTrue(stale_frames.content_view_is_stale(stale_cell(inner=51)))
        # 43.5 is where the views end, half a point below 43: not below by more than that.
        self.assertFalse(stale_frames.content_view_is_stale(stale_cell(inner=33.5)))
        self.assertTrue(stale_frames.content_view_is_stale(stale_cell(box_height=34)))

    def test_a_rect_narrower_than_a_cell_without_an_accessory_is_stale(self):
        self.assertTrue(stale_frames.content_view_is_stale(stale_cell(content_width=320)))
        self.assertFalse(stale_frames.content_view_is_stale(
            stale_cell(content_width=320, accessory='accessoryType="disclosureIndicator"')))

    def test_a_rect_a_point_or_less_shorter_than_its_cell_is_not_stale(self):
        # 71.5 - 70.5 = 1: the separator and Xcode 8's whole-point rect, never a stale one.
        self.assertFalse(stale_frames.content_view_is_stale(
            stale_cell(content_height=70.5, content_width=320, inner=80)))
        self.assertTrue(stale_frames.content_view_is_stale(
            stale_cell(content_height=70.4, content_width=320)))


if __name__ == "__main__":
    unittest.main()

/// Interface Builder documents written by hand, for tests that read IB's format.
public enum InterfaceBuilderText {
  /// A `.xib` holding the given top-level objects (the first object's first line is line 4).
  ///
  /// - Parameters:
  ///   - objects: The objects, as XML.
  ///   - resources: The `<resources>` children, as XML.
  /// - Returns: The document's text.
  public static func xib(_ objects: String, resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects>
    \(objects)
        </objects>
        <resources>\(resources)</resources>
    </document>
    """
  }

  /// A table cell `width` × `height` whose content view (`contentHeight` tall) holds
  /// `subviews` and `constraints`, as IB writes them.
  ///
  /// - Parameters:
  ///   - id: The cell's object id.
  ///   - reuse: Its reuse identifier, or `nil` for none.
  ///   - subviews: The content view's subviews, as XML.
  ///   - constraints: The content view's constraints, as XML.
  ///   - extra: More children of the cell, as XML.
  ///   - contentViewID: The content view's object id (`ID-cv` unless given).
  ///   - width: The cell's width.
  ///   - height: The cell's height.
  ///   - contentHeight: The content view's height.
  ///   - attributes: More attributes of the cell, as XML, each followed by a space.
  ///   - contentViewExtra: More children of the content view, as XML (its own
  ///     `<edgeInsets key="layoutMargins">`).
  /// - Returns: The `<tableViewCell>` element's text.
  public static func tableCell(
    id: String = "c1", reuse: String? = "Cell", subviews: String, constraints: String = "",
    extra: String = "", contentViewID: String? = nil, width: Double = 375, height: Double = 60,
    contentHeight: Double = 59.5, attributes: String = "", contentViewExtra: String = ""
  ) -> String {
    """
    <tableViewCell \(reuse.map { "reuseIdentifier=\"\($0)\" " } ?? "")\(attributes)id="\(id)">
      <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
      <tableViewCellContentView key="contentView" id="\(contentViewID ?? "\(id)-cv")">
        <rect key="frame" x="0" y="0" width="\(width)" height="\(contentHeight)"/>
        <subviews>\(subviews)</subviews>
        <constraints>\(constraints)</constraints>\(contentViewExtra)
      </tableViewCellContentView>
      \(extra)
    </tableViewCell>
    """
  }

  /// A storyboard (a 2× `retina4_7` device) of one table view controller whose 375-point
  /// table `tbl` has `tableAttributes` and `content`.
  ///
  /// - Parameters:
  ///   - toolsVersion: The document's `toolsVersion`.
  ///   - tableAttributes: The `<tableView>`'s attributes besides its key and id, as XML
  ///     (`dataMode="static" rowHeight="44"`).
  ///   - content: Its `<prototypes>` or `<sections>` element, as XML.
  /// - Returns: The document's text.
  public static func tableStoryboard(
    toolsVersion: String, tableAttributes: String, content: String
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <scenes>
        <scene sceneID="s1">
          <objects>
            <tableViewController id="tvc">
              <tableView key="view" \(tableAttributes) id="tbl">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                \(content)
              </tableView>
            </tableViewController>
          </objects>
        </scene>
      </scenes>
    </document>
    """
  }

  /// A storyboard (`toolsVersion` 17701, a 2× `retina4_7` device) of one collection view
  /// controller whose collection view `col` has the layout `layout` and the cells `cells`.
  ///
  /// - Parameters:
  ///   - layout: The `<collectionViewFlowLayout key="collectionViewLayout">` element, as XML.
  ///   - cells: The `<collectionViewCell>` elements, as XML.
  /// - Returns: The document's text.
  public static func collectionStoryboard(layout: String, cells: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES">
      <device id="retina4_7" orientation="portrait"/>
      <scenes><scene sceneID="s1"><objects>
        <collectionViewController id="cvc">
          <collectionView key="view" id="col">
            <rect key="frame" x="0" y="0" width="375" height="667"/>
            \(layout)
            <cells>
            \(cells)
            </cells>
          </collectionView>
        </collectionViewController>
      </objects></scene></scenes>
    </document>
    """
  }

  /// ``collectionStoryboard(layout:cells:)`` with one item, `Item` (object id `cc`, content
  /// view `cv`), `width` × `height`, whose flow layout has `layoutAttributes`
  /// (`automaticEstimatedItemSize="YES"`, or nothing for a fixed item size) and gives items the
  /// item's size.
  ///
  /// - Parameters:
  ///   - layoutAttributes: The flow layout's attributes, as XML.
  ///   - width: The item's width, and the layout's item width.
  ///   - height: The item's height, and the layout's item height.
  ///   - subviews: The content view's subviews, as XML.
  ///   - constraints: The cell's constraints, as XML (on the cell, as Xcode before 11 writes
  ///     them: `secondItem="cc"`).
  /// - Returns: The document's text.
  public static func oneItemStoryboard(
    layoutAttributes: String, width: Double, height: Double, subviews: String,
    constraints: String
  ) -> String {
    collectionStoryboard(
      layout: """
        <collectionViewFlowLayout key="collectionViewLayout" \(layoutAttributes) id="fl">
          <size key="itemSize" width="\(width)" height="\(height)"/>
        </collectionViewFlowLayout>
        """,
      cells: """
        <collectionViewCell reuseIdentifier="Item" id="cc">
          <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
          <view key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="\(width)" height="\(height)"/>
            <subviews>\(subviews)</subviews>
          </view>
          <constraints>\(constraints)</constraints>
        </collectionViewCell>
        """)
  }

  /// A 375 × 44 subtitle-style cell, `Cell` (object id `c`), whose text label `t` shows "Title"
  /// (16-point system font) and detail label `d` "Subtitle" (12-point), with `connections`
  /// (the cell's outlets, as XML) as its last children.
  ///
  /// - Parameter connections: The `<connections>` element, or nothing.
  /// - Returns: The `<tableViewCell>` element's text.
  public static func subtitleCell(connections: String = "") -> String {
    let labels = [("t", "Title", 5, 31, 19.5, 16), ("d", "Subtitle", 24.5, 44, 14.5, 12)]
      .map { id, text, y, width, height, size in
        """
        <label text="\(text)" id="\(id)">
          <rect key="frame" x="16" y="\(y)" width="\(width)" height="\(height)"/>
          <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
        </label>
        """
      }
    return tableCell(
      id: "c", subviews: labels.joined(separator: "\n"), extra: connections, height: 44,
      contentHeight: 43.5,
      attributes: #"textLabel="t" detailTextLabel="d" style="IBUITableViewCellStyleSubtitle" "#)
  }
}

/// A `.xib` of one table cell, `Cell` (object id `c1`, on line 4), whose content view `cv` holds
/// `subviews` and `constraints` (``InterfaceBuilderText/tableCell(id:reuse:subviews:constraints:extra:contentViewID:width:height:contentHeight:)``).
///
/// - Parameters:
///   - subviews: The content view's subviews, as XML.
///   - constraints: The content view's constraints, as XML.
///   - height: The cell's height.
///   - contentHeight: The content view's height.
/// - Returns: The document's text.
public func oneCellDocument(
  subviews: String, constraints: String, height: Double = 60, contentHeight: Double = 59.5
) -> String {
  InterfaceBuilderText.xib(
    InterfaceBuilderText.tableCell(
      subviews: subviews, constraints: constraints, contentViewID: "cv", height: height,
      contentHeight: contentHeight))
}

extension InterfaceBuilderText {
  /// A `.xib` of one 320-point cell, `Cell`, on a 320-point 2× device (`retina4_0`), saved with
  /// `toolsVersion`, whose
  /// label `Title` (object id `lb`) is held to the content view's top, leading and trailing
  /// margins: the margins of the Xcode that saved it decide where it goes.
  ///
  /// - Parameters:
  ///   - toolsVersion: The document's `toolsVersion`.
  ///   - labelAttributes: More attributes of the label (`misplaced="YES"`), or none.
  ///   - frame: The label's `<rect key="frame">`, as XML.
  /// - Returns: The document's text.
  public static func marginHeldLabel(
    toolsVersion: String, labelAttributes: String = "",
    frame: String = #"<rect key="frame" x="8" y="8" width="304" height="20.5"/>"#
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
      <device id="retina4_0" orientation="portrait"/>
      <objects>
        <tableViewCell reuseIdentifier="Cell" id="c">
          <rect key="frame" x="0" y="0" width="320" height="44"/>
          <tableViewCellContentView key="contentView" id="cv">
            <rect key="frame" x="0" y="0" width="320" height="43.5"/>
            <subviews>
              <label text="Title" \(labelAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="lb">
                \(frame)
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="lb" firstAttribute="top" secondItem="cv" secondAttribute="topMargin" id="k1"/>
              <constraint firstItem="lb" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k2"/>
              <constraint firstItem="cv" firstAttribute="trailingMargin" secondItem="lb" secondAttribute="trailing" id="k3"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
    </document>
    """
  }
}

extension InterfaceBuilderText {
  /// A `.xib` of one cell, `Cell`, on the device `device`, whose two 17-point system-font
  /// labels `a` and `b`, 40 points wide, are stacked 10 points apart from 10 points below the
  /// content view's top (and, with `pinsBottom`, 10 above its bottom), recorded `heights` tall
  /// at y 10 and `secondY`.
  ///
  /// - Parameters:
  ///   - heights: The labels' recorded heights.
  ///   - secondY: The second label's recorded y.
  ///   - device: The `<device>` id (`retina4_7` is 2×, `retina5_9` 3×).
  ///   - pinsBottom: Whether the content view's bottom is held 10 points below the second.
  ///   - contentHeight: The content view's recorded height.
  /// - Returns: The document's text.
  public static func stackedLabels(
    heights: (Double, Double), secondY: Double, device: String, pinsBottom: Bool,
    contentHeight: Double
  ) -> String {
    let labels = [("a", 10, heights.0), ("b", secondY, heights.1)].map { id, y, height in
      """
      <label text="\(id)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="16" y="\(y)" width="40" height="\(height)"/>
        <constraints><constraint firstAttribute="width" constant="40" id="w\(id)"/></constraints>
        <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    }
    let bottom =
      pinsBottom
      ? #"<constraint firstItem="c1-cv" firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="10" id="k3"/>"#
      : ""
    return xib(
      tableCell(
        subviews: labels.joined(separator: "\n"),
        constraints: """
          <constraint firstItem="a" firstAttribute="top" secondItem="c1-cv" secondAttribute="top" constant="10" id="k1"/>
          <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="k2"/>
          \(bottom)
          <constraint firstItem="a" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" constant="16" id="k4"/>
          <constraint firstItem="b" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leading" constant="16" id="k5"/>
          """, height: contentHeight + 0.5, contentHeight: contentHeight)
    ).replacing(
      #"useAutolayout="YES">"#,
      with: #"useAutolayout="YES"><device id="\#(device)" orientation="portrait"/>"#)
  }
}

extension InterfaceBuilderText {
  /// An 80 × 90 collection view cell whose image is 0.8 of the cell tall, with 35 points
  /// under it: 72 + 35 = 107 does not fit in 90.
  public static let crowdedItem = """
    <collectionViewCell id="cc">
      <rect key="frame" x="0" y="0" width="80" height="90"/>
      <view key="contentView" id="cc-cv">
        <rect key="frame" x="0" y="0" width="80" height="90"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="img">
            <rect key="frame" x="0" y="0" width="80" height="72"/>
          </view>
        </subviews>
      </view>
      <constraints>
        <constraint firstItem="img" firstAttribute="top" secondItem="cc" secondAttribute="top" id="k1"/>
        <constraint firstItem="img" firstAttribute="height" secondItem="cc" secondAttribute="height" multiplier="0.8" id="k2"/>
        <constraint firstAttribute="bottom" secondItem="img" secondAttribute="bottom" constant="35" firstItem="cc" id="k3"/>
      </constraints>
    </collectionViewCell>
    """

  /// A Default-style table cell `Cell` (object id `c1`) whose text label `t` says "Title",
  /// 375 × 51 as Xcode 26's canvas records it.
  public static let defaultStyleCell = """
    <tableViewCell style="IBUITableViewCellStyleDefault" reuseIdentifier="Cell" textLabel="t" id="c1">
      <rect key="frame" x="0" y="0" width="375" height="51"/>
      <tableViewCellContentView key="contentView" id="c1-cv">
        <rect key="frame" x="0" y="0" width="375" height="51"/>
        <subviews>
          <label text="Title" id="t"><rect key="frame" x="20" y="16" width="33" height="20.5"/></label>
        </subviews>
      </tableViewCellContentView>
    </tableViewCell>
    """
}

extension InterfaceBuilderText {
  /// A 2× document (no `<device>`) with labels in `Acme Grotesk`, which no machine has: at 15
  /// points recorded 20.5 tall, at 13 points 18 tall, and one held 40 tall by its own height
  /// constraint, which says nothing of its font.
  public static let acmeGroteskCell = oneCellDocument(
    subviews: """
          <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="t" userLabel="title">
              <rect key="frame" x="16" y="8" width="40" height="20.5"/>
              <fontDescription key="fontDescription" name="AcmeGrotesk-Regular" family="Acme Grotesk" pointSize="15"/>
          </label>
          <label text="Subtitle" translatesAutoresizingMaskIntoConstraints="NO" id="s" userLabel="subtitle">
              <rect key="frame" x="16" y="36.5" width="50" height="18"/>
              <fontDescription key="fontDescription" name="AcmeGrotesk-Regular" family="Acme Grotesk" pointSize="13"/>
          </label>
          <label text="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="b" userLabel="badge">
              <rect key="frame" x="300" y="8" width="50" height="40"/>
              <fontDescription key="fontDescription" name="AcmeGrotesk-Regular" family="Acme Grotesk" pointSize="15"/>
          </label>
      """,
    constraints: """
          <constraint firstItem="t" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="k1"/>
          <constraint firstItem="t" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="k2"/>
          <constraint firstItem="s" firstAttribute="top" secondItem="t" secondAttribute="bottom" constant="8" id="k3"/>
          <constraint firstItem="s" firstAttribute="leading" secondItem="t" secondAttribute="leading" id="k4"/>
          <constraint firstAttribute="bottom" secondItem="s" secondAttribute="bottom" constant="8" id="k5"/>
          <constraint firstItem="b" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="8" id="k6"/>
          <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="25" id="k7"/>
          <constraint firstAttribute="height" constant="40" id="k8" firstItem="b"/>
      """, height: 100, contentHeight: 99.5)
}

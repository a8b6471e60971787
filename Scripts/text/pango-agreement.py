#!/usr/bin/env python3
"""Pango agreement study for TextMeasurement.

Generates a deterministic corpus of paragraphs in several scripts, lays each out with
`pango-view` and with `protocell text` on the same font, size and width, and prints the share
of paragraphs with the same line count and the same height, with every disagreement listed.

    swift build -c release --product protocell
    python3 Scripts/text/pango-agreement.py [--count 1200] [--protocell .build/release/protocell]
        [--write-golden Tests/TextMeasurementTests/Golden/PangoGolden.swift] [--verbose]

Pango runs as `pango-view --dpi=72 --margin=0 --width=W --wrap=word-char --subpixel-positions
--hint-metrics=off --hinting=none`, so that points are pixels, advances are not rounded and a
word wider than the line breaks between characters (UILabel's behaviour).

Heights. Pango's cairo backend rounds each font's ascent and descent *up to whole pixels* (its
font extents are hinted even with --hint-metrics=off), and it leaves out the font's line gap;
UILabel does neither. So two heights are compared:
  * "same height (Pango's pixel model)": our lines, each given Pango's height
    ceil(line ascent) + ceil(line descent), summed, against Pango's layout height;
  * "same height (UIKit model)": our own label height against Pango's, reported for information.
"""
import argparse, json, math, os, random, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

WORDS = {
    "english": ("the of and to in is you that it he was for on are as with his they at be this have from or "
                "one had by word but not what all were we when your can said there use an each which she do how "
                "their if will up other about out many then them these so some her would make like him into time "
                "has look two more write go see number no way could people my than first water been call who oil "
                "its now find long down day did get come made may part sound table height label constraint "
                "layout prototype measurement paragraph engine release version").split(),
    "german": ("der die das und ist nicht ein eine mit auf für von den zu im Straße Fußgänger größer Mädchen "
               "Bundesausbildungsförderungsgesetz Haftpflichtversicherung Kraftfahrzeug Rechtsschutz "
               "Geschwindigkeitsbegrenzung Donaudampfschiff Arbeitsunfähigkeitsbescheinigung Lebensmittel "
               "Handschuh Kühlschrank Überraschung Zusammenarbeit Sehenswürdigkeit Wirtschaftsprüfer").split(),
    "french": ("le la les des une un est été à où ça très déjà français élève garçon cœur naïve Noël hôpital "
               "fenêtre château réponse s'il vous plaît aujourd'hui peut-être qu'il l'été").split(),
    "russian": ("и в не на я быть он с что а по это она этот к но они мы как из у который то за свой "
                "весь год от так о для ты же все тот мочь вы человек такой его сказать только или "
                "Достопримечательность высокопроизводительный").split(),
    "greek": "και το να του η της με για που από στο ένα είναι δεν θα τα αλλά σε Αθήνα ελληνικά γλώσσα".split(),
    "arabic": ("في من على إلى أن هذا التي الذي مع كان عن ما لا هذه بين كل قد ذلك عند بعد العربية "
               "الكتاب المدرسة السلام عليكم مرحبا بالعالم الحمد الجميل").split(),
    "hebrew": "של את על לא זה עם הוא היא גם כל אבל מה אני יש שלום עולם ספר בית ירושלים עברית".split(),
    "chinese": list("的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长"),
    "japanese": list("日本語のテキストはスペースなしで書かれます。ひらがなカタカナ漢字を使いますが、句読点もあります。東京大阪京都"),
    "thai": ("ภาษา ไทย เป็น ภาษา ที่ ไม่มี การ เว้น วรรค ระหว่าง คำ ประเทศ กรุงเทพ สวัสดี ครับ ค่ะ "
             "โรงเรียน มหาวิทยาลัย อาหาร อร่อย มาก").split(),
    "hindi": "और का की है में से को यह एक पर भी नहीं हिन्दी भाषा भारत नमस्ते दुनिया विद्यालय".split(),
    "emoji": "hello 😀 great 👍🏽 party 🎉 family 👨‍👩‍👧‍👦 flag 🇩🇪 heart ❤️ rocket 🚀 ok 🦊 fox".split(),
}
# Scripts written without spaces: words are concatenated.
UNSPACED = {"chinese", "japanese", "thai"}
FAMILIES = ["DejaVu Sans", "DejaVu Serif", "Liberation Sans", "Liberation Serif"]
SCRIPTS = list(WORDS)


def paragraph(rng, script):
    words = WORDS[script]
    count = rng.randint(3, 60 if script not in UNSPACED else 120)
    if script in UNSPACED and script != "thai":
        text = "".join(rng.choice(words) for _ in range(count))
    elif script == "thai":
        text = "".join(rng.choice(words) + (" " if rng.random() < 0.15 else "") for _ in range(count // 3))
    else:
        parts = []
        for i in range(count):
            word = rng.choice(words)
            if i == 0 or parts[-1].endswith("."):
                word = word[:1].upper() + word[1:]
            if rng.random() < 0.08:
                word += rng.choice([",", ".", ";", "!", "?"])
            parts.append(word)
        text = " ".join(parts)
    if rng.random() < 0.05:
        text = text.replace(" ", "\n", 1)
    return text.strip()


def corpus(count, seed=20261121):
    rng = random.Random(seed)
    cases = []
    for index in range(count):
        script = SCRIPTS[index % len(SCRIPTS)]
        cases.append({
            "id": index, "script": script, "text": paragraph(rng, script),
            "family": rng.choice(FAMILIES), "size": rng.choice([11, 12, 13, 14, 15, 16, 17, 18, 20, 24]),
            "width": rng.randrange(80, 400),
        })
    return cases


def run_pango(case, directory):
    text_path = os.path.join(directory, f"{case['id']}.txt")
    json_path = os.path.join(directory, f"{case['id']}.json")
    with open(text_path, "w") as f:
        f.write(case["text"])
    subprocess.run(
        ["pango-view", "--dpi=72", "--margin=0", f"--width={case['width']}", "--wrap=word-char",
         "--subpixel-positions", "--hint-metrics=off", "--hinting=none", "-q",
         f"--font={case['family']} {case['size']}", "-o", os.path.join(directory, f"{case['id']}.png"),
         f"--serialize-to={json_path}", text_path], check=True, capture_output=True)
    with open(json_path) as f:
        output = json.load(f)["output"]
    return {"lines": len(output["lines"]), "height": output["height"] / 1024}


def run_ours(case, protocell, directory):
    text_path = os.path.join(directory, f"{case['id']}.txt")
    result = subprocess.run(
        [protocell, "text", "--font", case["family"], "--size", str(case["size"]), "--width", str(case["width"]),
         "--line-break-mode", "wordWrap", "--format", "json", "--file", text_path],
        check=True, capture_output=True, text=True)
    layout = json.loads(result.stdout)
    pango_model = sum(math.ceil(l["ascent"] - 1e-9) + math.ceil(l["descent"] - 1e-9) for l in layout["lines"])
    return {"lines": layout["lineCount"], "height": layout["height"], "pangoModelHeight": pango_model,
            "texts": [l["text"] for l in layout["lines"]]}


def reason(ours):
    """Classifies a disagreement by what our lines show."""
    lines = ours["texts"]
    for line, following in zip(lines, lines[1:]):
        if line and following and line[-1].isalnum() and following[0].isalnum():
            return "a word wider than the line is broken between characters: Pango adds a hyphen there, UILabel does not"
    return "unexplained"


def swift_string(text):
    out = []
    for c in text:
        if c == "\n":
            out.append("\\n")
        elif 0x20 <= ord(c) < 0x7F and c not in '"\\':
            out.append(c)
        else:
            out.append(f"\\u{{{ord(c):X}}}")
    return "".join(out)


def write_golden(path, rows):
    with open(path, "w") as f:
        f.write("// Generated by Scripts/text/pango-agreement.py --write-golden: paragraphs on which\n")
        f.write("// pango-view and TextMeasurement agreed (line count and height in Pango's pixel model).\n")
        f.write("// Do not edit; rerun the script.\n\n")
        f.write("/// A paragraph laid out by Pango.\n")
        f.write("struct PangoGolden: Sendable, CustomStringConvertible {\n")
        f.write("  var script: String\n  var family: String\n  var size: Double\n  var width: Double\n")
        f.write("  var text: String\n  var lineCount: Int\n  var height: Double\n")
        f.write("  var description: String { \"\\(script) \\(family) \\(size)pt in \\(width)pt\" }\n\n")
        f.write("  static let all: [PangoGolden] = [\n")
        for case, pango in rows:
            f.write(f'    PangoGolden(\n      script: "{case["script"]}", family: "{case["family"]}", size: {case["size"]}, '
                    f'width: {case["width"]},\n      text: "{swift_string(case["text"])}",\n'
                    f'      lineCount: {pango["lines"]}, height: {pango["height"]}),\n')
        f.write("  ]\n}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=1200)
    parser.add_argument("--protocell", default=".build/release/protocell")
    parser.add_argument("--write-golden")
    parser.add_argument("--golden-per-script", type=int, default=5)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    cases = corpus(args.count)
    with tempfile.TemporaryDirectory() as directory, ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        pango = list(pool.map(lambda c: run_pango(c, directory), cases))
        ours = list(pool.map(lambda c: run_ours(c, args.protocell, directory), cases))

    by_script = {}
    disagreements = []
    golden = []
    for case, p, o in zip(cases, pango, ours):
        stats = by_script.setdefault(case["script"], [0, 0, 0, 0])
        same_lines = p["lines"] == o["lines"]
        same_height = abs(p["height"] - o["pangoModelHeight"]) < 1e-6
        same_uikit = abs(p["height"] - o["height"]) < 1e-6
        stats[0] += 1
        stats[1] += same_lines
        stats[2] += same_height
        stats[3] += same_uikit
        if not (same_lines and same_height):
            disagreements.append((case, p, o))
        elif sum(1 for c, _ in golden if c["script"] == case["script"]) < args.golden_per_script:
            golden.append((case, p))

    total = len(cases)
    print(f"paragraphs: {total}")
    print(f"{'script':<10} {'n':>5} {'same lines':>11} {'same height':>12} {'same UIKit h':>13}")
    sums = [0, 0, 0, 0]
    for script, (n, lines, height, uikit) in by_script.items():
        sums = [a + b for a, b in zip(sums, (n, lines, height, uikit))]
        print(f"{script:<10} {n:>5} {lines / n:>10.1%} {height / n:>12.1%} {uikit / n:>13.1%}")
    n, lines, height, uikit = sums
    print(f"{'all':<10} {n:>5} {lines / n:>10.1%} {height / n:>12.1%} {uikit / n:>13.1%}")
    print(f"disagreements: {len(disagreements)}")
    reasons = {}
    for case, p, o in disagreements:
        reasons[reason(o)] = reasons.get(reason(o), 0) + 1
    for text, count in sorted(reasons.items(), key=lambda item: -item[1]):
        print(f"  {count:4}  {text}")
    for case, p, o in disagreements if args.verbose else disagreements[:20]:
        print(f"  #{case['id']} {case['script']} {case['family']} {case['size']}pt w={case['width']}: "
              f"pango {p['lines']} lines {p['height']}px, ours {o['lines']} lines {o['pangoModelHeight']}px "
              f"(UIKit model {o['height']}) - {reason(o)}")
        if args.verbose:
            print(f"     text: {case['text']!r}\n     ours: {o['texts']!r}")
    if args.write_golden:
        write_golden(args.write_golden, golden)
        print(f"wrote {len(golden)} agreeing paragraphs to {args.write_golden}")


if __name__ == "__main__":
    sys.exit(main())

"""Fits the iOS system font's width model (see model.py) to labels of Interface Builder
documents whose recorded width is their text's width (see ib_labels.py)."""
import collections
import statistics

import numpy as np

import model

# Strengths of the priors on the per-size tracking offsets (toward 0, and toward the next size's),
# chosen by cross-validation on the 606 tuning labels of the three corpora (SystemFontWidths.md).
SIZE_TRACKING_PRIOR = 30
SIZE_TRACKING_SMOOTHING = 30

WEIGHTS = (100, 200, 300, 400, 500, 600, 700, 800, 900)

# Documents last saved by an Xcode older than 10 (tools version 14000) may hold frames that an
# older iOS's system font computed (SF UI of iOS 9 and 10, SF Pro before its tracking tables
# changed). With `eras`, such labels get a per-glyph offset of their own, fitted beside the
# model and left out of it: the model stays today's.
ERAS = ((11000, "Xcode 6 and 7"), (14000, "Xcode 8 and 9"))


def era(label):
    """The older-Xcode group of the label's document, or None for Xcode 10 and later."""
    return next((name for limit, name in ERAS if label.get("tools", 0) < limit), None)


def samples(labels, stand_in):
    """Labels the stand-in can shape, with their glyphs, for one family pair."""
    rows = []
    for label in labels:
        if not model.is_latin(label["text"]):
            continue
        family = stand_in.get(model.optical(label["size"]), stand_in["text"])
        path = model.font_file(family, label["weight"], label["italic"])
        if path is None:
            continue
        glyphs = model.shape(label["text"], path)
        if glyphs:
            rows.append((label, glyphs))
    return rows


def fit(rows, stand_in, correction_penalty, use_corrections=True, iterations=8, huber=0.5, eras=False):
    """Robust ridge regression (Huber-weighted least squares, residuals in points)."""
    characters = sorted({c for _, glyphs in rows for c, _, _ in glyphs}) if use_corrections else []
    columns = [(o, w) for o in ("text", "display") for w in WEIGHTS]
    index = {key: i for i, key in enumerate(columns)}
    offset_index = {"text": len(columns), "display": len(columns) + 1}
    character_index = {c: len(columns) + 2 + i for i, c in enumerate(characters)}
    era_index = {name: len(columns) + 2 + len(characters) + i for i, (_, name) in enumerate(ERAS)} if eras else {}
    size_index = {size: len(columns) + 2 + len(characters) + len(era_index) + i
                  for i, size in enumerate(model.FITTED_SIZES)}
    count = len(columns) + 2 + len(characters) + len(era_index) + len(size_index)
    design, target = [], []
    for label, glyphs in rows:
        size = label["size"]
        group = model.optical(size)
        row = np.zeros(count)
        row[index[(group, label["weight"])]] += sum(n for _, n, _ in glyphs)
        row[offset_index[group]] += len(glyphs)
        for whole, weight in model.size_weights(size):
            row[size_index[whole]] += len(glyphs) * weight
        if era(label) in era_index:
            row[era_index[era(label)]] += len(glyphs)
        for character, _, _ in glyphs:
            if character in character_index:
                row[character_index[character]] += 1
        known = sum(k for _, _, k in glyphs) + len(glyphs) * model.tracking(size) / 1000
        recorded = (label["width"] - 0.5 / label["scale"]) / size
        design.append(row * size)
        target.append((recorded - known) * size)
    design, target = np.array(design), np.array(target)
    # Priors: each weight's scale near regular's, display near text, regular text near 0.83,
    # offsets near 0 (Apple's tracking), corrections near 0 (the stand-in's own advances); the
    # sizes' tracking offsets below.
    prior_rows, prior_targets = [], []

    def prior(entries, value, strength):
        row = np.zeros(count)
        for column, coefficient in entries:
            row[column] = coefficient
        prior_rows.append(row * strength)
        prior_targets.append(value * strength)

    prior([(index[("text", 400)], 1)], 0.85, 5)
    prior([(index[("display", 400)], 1), (index[("text", 400)], -1)], 0, 30)
    for o in ("text", "display"):
        for w in WEIGHTS:
            if w != 400:
                prior([(index[(o, w)], 1), (index[(o, 400)], -1)], 0, 30)
        prior([(offset_index[o], 1)], 0, 300)
    for c, column in character_index.items():
        prior([(column, 1)], 0, correction_penalty)
    for column in era_index.values():
        prior([(column, 1)], 0, 30)
    # Each size's offset near 0 (Apple's table) and near the next size's.
    for size, column in size_index.items():
        prior([(column, 1)], 0, SIZE_TRACKING_PRIOR)
        if size + 1 in size_index:
            prior([(size_index[size + 1], 1), (column, -1)], 0, SIZE_TRACKING_SMOOTHING)
    prior_rows, prior_targets = np.array(prior_rows), np.array(prior_targets)
    weights = np.ones(len(target))
    for _ in range(iterations):
        a = np.vstack([design * weights[:, None], prior_rows])
        b = np.concatenate([target * weights, prior_targets])
        solution, *_ = np.linalg.lstsq(a, b, rcond=None)
        residuals = np.abs(design @ solution - target)
        weights = np.sqrt(np.where(residuals <= huber, 1.0, huber / np.maximum(residuals, 1e-9)))
    used = collections.Counter(c for _, glyphs in rows for c in {g[0] for g in glyphs})
    present = collections.Counter((model.optical(l["size"]), l["weight"]) for l, _ in rows)
    parameters = {"standIn": dict(stand_in), "optical": {}, "corrections": {}}
    for o in ("text", "display"):
        scales = {"400": round(float(solution[index[(o, 400)]]), 5)}
        for w in WEIGHTS:
            if w != 400 and present[(o, w)] + present[("text" if o == "display" else "display", w)]:
                scales[str(w)] = round(float(solution[index[(o, w)]]), 5)
        parameters["optical"][o] = {
            "scale": scales, "trackingOffset": round(float(solution[offset_index[o]]), 5)}
    # The sizes from the smallest to the largest the labels reach (a size beyond them takes the
    # nearest end's offset, as in the fit).
    sizes = {whole for label, _ in rows for whole, _ in model.size_weights(label["size"])}
    parameters["sizeTracking"] = {
        size: round(float(solution[size_index[size]]), 5) for size in range(min(sizes), max(sizes) + 1)}
    parameters["eraOffsets"] = {name: round(float(solution[column]), 5) for name, column in era_index.items()}
    for c, column in character_index.items():
        value = float(solution[column])
        if used[c] >= 2 and abs(value) >= 0.0005:
            parameters["corrections"][c] = round(value, 5)
    return parameters


def errors(parameters, rows):
    result = []
    for label, glyphs in rows:
        width = model.rounded(model.predict(parameters, label, glyphs), label["scale"])
        result.append(width - label["width"])
    return result


def summary(errors_):
    absolute = [abs(e) for e in errors_]
    if not absolute:
        return {"labels": 0}
    return {
        "labels": len(absolute),
        "median": round(statistics.median(absolute), 3),
        "within0.5": round(100 * sum(a <= 0.5 + 1e-9 for a in absolute) / len(absolute), 1),
        "within1": round(100 * sum(a <= 1 + 1e-9 for a in absolute) / len(absolute), 1),
    }


def cross_validated(rows, stand_in, correction_penalty, use_corrections, eras=False, scored=None):
    """Errors of leave-one-repository-out fits: each repository's labels (those `scored` keeps,
    all by default) predicted by a model fitted without them."""
    repositories = sorted({label["repo"] for label, _ in rows})
    result = []
    for repository in repositories:
        training = [r for r in rows if r[0]["repo"] != repository]
        held = [r for r in rows if r[0]["repo"] == repository and (scored is None or scored(r[0]))]
        if not held:
            continue
        parameters = fit(training, stand_in, correction_penalty, use_corrections, eras=eras)
        result += errors(parameters, held)
    return result

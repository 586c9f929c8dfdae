"""Adapted from MindSpore's test_vectors.py, test_glove.py, test_fast_text.py, test_char_n_gram.py: msgraph had no
text.Vectors/GloVe/FastText/CharNGram/ToVectors (AttributeError); records vectors (float32), unk_init,
lower_case_backup, max_vectors, header lines and the file errors."""
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
import mindspore.dataset.text as text
from _conf import emit

MODES = ("pynative",)

ROWS = ["ok 0.418 0.24968 -0.41242 0.1217 0.34527 -0.04445718411",
        "! 0.013441 0.23682 -0.16899 0.40951 0.63812 0.47709 ",
        "this 0.15164 0.30177 -0.16763 0.17684 0.31719 0.33973",
        "is 0.70853 0.57088 -0.4716 0.18048 0.54449 0.72603",
        "ok 1 2 3 4 5 6",
        "my 0.68047 -0.039263 0.30186 -0.17792 0.42962 0.032246\r",
        "Home 0.26818 0.14346 -0.27877 0.016257 0.11384 0.69923"]
NGRAMS = ["1gram-t 1 2 3", "2gram-#BEGIN#t 0.5 0.25 1", "2gram-th 2 4 8", "3gram-the 1 1 1", "2gram-e#END# 3 3 3",
          "4gram-#BEGIN#the 9 9 9", "2gram-ab 1 0 0"]
tmp = tempfile.mkdtemp()


def write(name, lines):
    path = os.path.join(tmp, name)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("\n".join(lines))
    return path


def err(label, fn):
    try:
        emit(label, fn())
    except Exception as e:  # noqa: BLE001
        s = str(e)
        i = s.find("[ERROR]")
        cls = next(c for c in (TypeError, ValueError, RuntimeError, Exception) if isinstance(e, c)).__name__
        emit(label, (cls, (s[i:].splitlines()[0] if i >= 0 else s.splitlines()[0]).replace(tmp, "<tmp>")))


vec_file = write("vectors.txt", ROWS)
words = ["ok", "!", "this", "is", "my", "home", "Home", "none", "OK", "This"]
for label, kw, build in (("all", {}, {}), ("max3", {}, {"max_vectors": 3}), ("max0", {}, {"max_vectors": 0}),
                         ("unk", {"unk_init": [-1, -1, -1, -1, -1, 2.5]}, {}),
                         ("lower", {"lower_case_backup": True}, {"max_vectors": 6})):
    vectors = text.Vectors.from_file(vec_file, **build)
    op = text.ToVectors(vectors, **kw)
    emit(f"vectors_{label}", [op(w) for w in words])
    err(f"vectors_{label}_1d", lambda: op(np.array(["ok", "is", "zz"])))
data = ds.NumpySlicesDataset(words, ["text"], shuffle=False)
data = data.map(operations=text.ToVectors(text.Vectors.from_file(vec_file)), input_columns=["text"])
emit("pipeline", [row["text"] for row in data.create_dict_iterator(num_epochs=1, output_numpy=True)])
err("header", lambda: text.ToVectors(text.Vectors.from_file(write("h.txt", ["7 6"] + ROWS)))("is"))
err("header_later", lambda: text.Vectors.from_file(write("h2.txt", ROWS[:2] + ["7 6"] + ROWS[2:])))
err("dim_different", lambda: text.Vectors.from_file(write("d.txt", ROWS[:2] + ["x 1 2 3 4 5"])))
err("empty", lambda: text.Vectors.from_file(write("e.txt", [])))
err("missing", lambda: text.Vectors.from_file(os.path.join(tmp, "nope.txt")))
err("unk_len", lambda: text.ToVectors(text.Vectors.from_file(vec_file), unk_init=[1, 2])("zz"))
err("float_token", lambda: text.ToVectors(text.Vectors.from_file(vec_file))(1.0))
err("bytes_token", lambda: text.ToVectors(text.Vectors.from_file(vec_file))(b"ok"))
err("max_neg", lambda: text.Vectors.from_file(vec_file, max_vectors=-1))
err("max_float", lambda: text.Vectors.from_file(vec_file, max_vectors=1.0))
err("lower_str", lambda: text.ToVectors(text.Vectors.from_file(vec_file), lower_case_backup="True"))
err("unk_type", lambda: text.ToVectors(text.Vectors.from_file(vec_file), unk_init=[1, "a"]))
err("vectors_type", lambda: text.ToVectors([1, 2]))

glove = write("glove.6B.test.txt", ROWS)
err("glove", lambda: [text.ToVectors(text.GloVe.from_file(glove, max_vectors=4))(w) for w in words])
err("glove_bad_name", lambda: text.GloVe.from_file(write("glove.test.txt", ROWS)))
err("glove_missing", lambda: text.GloVe.from_file(os.path.join(tmp, "glove.6B.nope.txt")))
fast = write("fast.vec", ROWS)
err("fasttext", lambda: [text.ToVectors(text.FastText.from_file(fast), lower_case_backup=True)(w) for w in words])
err("fasttext_bad_name", lambda: text.FastText.from_file(glove))
err("fasttext_missing", lambda: text.FastText.from_file(os.path.join(tmp, "nope.vec")))
ngram = write("ngram.txt", NGRAMS)
for label, kw, build in (("all", {}, {}), ("max3", {}, {"max_vectors": 3}), ("lower", {"lower_case_backup": True}, {}),
                         ("unk", {"unk_init": [7, 8, 9]}, {})):
    op = text.ToVectors(text.CharNGram.from_file(ngram, **build), **kw)
    err(f"charngram_{label}", lambda: [op(w) for w in ["the", "The", "t", "ab", "zz", "e", ""]])

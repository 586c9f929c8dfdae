"""ds.text transforms without a vocabulary (AddToken, Truncate, TruncateSequencePair, SlidingWindow, Ngram,
ToNumber), eager and in pipelines, with MindSpore 2.10's argument and kernel errors (ut/python/dataset
test_add_token, test_truncate, test_pair_truncate, test_sliding_window, test_ngram_op, test_to_number_op)."""
import numpy as np
import mindspore.common.dtype as mstype
import mindspore.dataset as ds
import mindspore.dataset.text as text
from _conf import emit_error

MODES = ("pynative",)


def plain(r):
    if isinstance(r, (tuple, list)):
        return [plain(a) for a in r]
    a = np.asarray(r)
    return (np.char.decode(a).tolist() if a.dtype.kind == "S" else a.tolist(), a.dtype.kind, list(a.shape))


def show(tag, f):
    emit_error(tag, lambda: plain(f()))


def pipe(rows, op, cols=("x",)):
    def g():
        for r in rows:
            yield r
    d = ds.GeneratorDataset(g, list(cols), shuffle=False).map(operations=op, input_columns=list(cols))
    return [list(r) for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1)]


show("add_begin", lambda: text.AddToken("TOKEN", True)(["a", "b"]))
show("add_end_2d", lambda: text.AddToken("T", False)([["a", "b"], ["c", "d"]]))
show("add_pipe", lambda: pipe([(np.array(["x", "y"]),)], text.AddToken("<s>")))
show("add_bad_token", lambda: text.AddToken(1.0))
show("add_bad_begin", lambda: text.AddToken("T", 12.3))
show("trunc_1d", lambda: text.Truncate(3)(["1", "2", "3", "4", "5"]))
show("trunc_2d", lambda: text.Truncate(2)([[1, 2, 3], [4, 5, 6]]))
show("trunc_pipe", lambda: pipe([(np.array([1.5, 2.5, 3.5]),)], text.Truncate(2)))
show("trunc_bad_len", lambda: text.Truncate(-1))
show("trunc_str_len", lambda: text.Truncate("a"))
show("trunc_3d", lambda: text.Truncate(2)([[[1, 2, 3]]]))
for n in (0, 1, 3, 4, 8):
    show(f"pair_{n}", lambda: pipe([(np.array([1, 2, 3, 4]), np.array([5, 6, 7]))], text.TruncateSequencePair(n),
                                   ("a", "b")))
show("pair_eager", lambda: text.TruncateSequencePair(3)(["1", "2", "3"], ["4", "5"]))
show("pair_bad", lambda: text.TruncateSequencePair(-1))
show("slide", lambda: text.SlidingWindow(2, 0)(["a", "b", "c", "d"]))
show("slide_nums", lambda: pipe([(np.array([1, 2, 3]),)], text.SlidingWindow(3, -1)))
show("slide_wide", lambda: pipe([(np.array([1, 2, 3]),)], text.SlidingWindow(30)))
show("slide_2d", lambda: text.SlidingWindow(2)([["a", "b"]]))
show("slide_two_inputs", lambda: text.SlidingWindow(2)(["a", "b"], ["c", "d"]))
show("slide_axis", lambda: pipe([(np.array([1, 2, 3]),)], text.SlidingWindow(2, -100)))
show("slide_zero", lambda: text.SlidingWindow(0))
show("ngram_sep", lambda: text.Ngram(2, separator="-")(np.array(" WildRose Country".split(" "))))
show("ngram_multi", lambda: pipe([(np.array("Land of Living Skies".split(" ")),)],
                                 text.Ngram([1, 2, 3], ("_", 2), ("_", 2), " ")))
show("ngram_short", lambda: pipe([(np.array(["Lone", "Star"]),)], text.Ngram([2, 3, 4, 5])))
show("ngram_pads", lambda: pipe([(np.array(["Lone", "Star"]),)], text.Ngram(4, ("The", 1), ("State", 1))))
show("ngram_empty_sep", lambda: pipe([(np.array(["a", "b", "c"]),)], text.Ngram(2, separator="")))
show("ngram_bad_gram", lambda: text.Ngram([1, [1]]))
show("ngram_empty", lambda: text.Ngram([]))
show("ngram_zero", lambda: text.Ngram([1, 0]))
show("ngram_neg_pad", lambda: text.Ngram([1], ("s", -1)))
show("ngram_bad_pad", lambda: text.Ngram([1], ("s", "x")))
show("ngram_numbers", lambda: pipe([(np.array([1, 2]),)], text.Ngram(2)))
show("tonum_eager", lambda: text.ToNumber(mstype.int8)([["1", "2"], ["3", "4"]]))
show("tonum_two", lambda: text.ToNumber(mstype.int8)(["1"], ["2"]))
show("tonum_none", lambda: text.ToNumber(mstype.int8)([["1", None]]))
for t, s in ((mstype.int16, "-2219"), (mstype.uint8, "255"), (mstype.float32, "-1.5"), (mstype.float64, "1e300")):
    show(f"tonum_{t}", lambda: pipe([(np.array(s),)], text.ToNumber(t)))
for t, s in ((mstype.int8, "200"), (mstype.uint32, "-1"), (mstype.float16, "70000"), (mstype.float32, "1e39"),
             (mstype.int32, "a8f"), (mstype.int32, "1.5")):
    show(f"tonum_bad_{t}_{s}", lambda: pipe([(np.array(s),)], text.ToNumber(t)))
show("tonum_bool", lambda: text.ToNumber(mstype.bool_))

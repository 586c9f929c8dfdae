"""MindSpore's C++ data transforms (ds.transforms Slice, Concatenate, Fill, Mask, PadEnd, Unique, Duplicate) in
pipelines and eagerly: values, dtypes, and the errors MindSpore 2.10 raises (ut/python/dataset test_slice_op,
test_concatenate_op, test_fill_op, test_mask_op, test_pad_end_op, test_unique_op)."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
import mindspore.common.dtype as mstype
from _conf import emit_error

MODES = ("pynative",)


def _plain(a):
    a = np.asarray(a)
    vals = a.tolist()
    if a.dtype.kind == "S":
        vals = np.char.decode(a).tolist()
    return (vals, a.dtype.str)


def show(tag, f):
    def run():
        r = f()
        if isinstance(r, (list, tuple)):
            return [_plain(a) for a in r]
        if isinstance(r, np.ndarray) or np.isscalar(r):
            return _plain(r)
        return type(r).__name__
    emit_error(tag, run)


def pipe(arr, op):
    d = ds.NumpySlicesDataset([arr], shuffle=False).map(operations=op)
    return [r for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1)][0]


def gen_pipe(rows, op, cols=("col",)):
    def g():
        for r in rows:
            yield r
    d = ds.GeneratorDataset(g, column_names=list(cols), shuffle=False).map(
        operations=op, input_columns=list(cols), output_columns=["out"] if len(cols) > 1 else None)
    return [r for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1)][0]


# Slice
for idx in [(5,), ([5],), ([-6],), ([],), (2,), (None,), (Ellipsis,), (True,), (False,), (slice(4, 1),), (slice(1, 4, 2),), ([4, 1, 0],)]:
    show(f"slice1d{idx}", lambda: pipe([1, 2, 3, 4, 5], T.Slice(*idx)))
for idx in [(0, 2), ([0], [0, 3]), (slice(0, 1), [4]), (None, [1]), ([0], [0], [0]), ([0],), ([[0], [0]],)]:
    show(f"slice2d{idx}", lambda: pipe([[1, 2, 3, 4, 5]], T.Slice(*idx)))
show("slice_eager", lambda: T.Slice([0], [0, 3])([[1, 2, 3, 4, 5]]))
show("slice_eager_int", lambda: T.Slice(1)(np.array([1, 2, 3])))
show("slice_str", lambda: pipe([b"1", b"2", b"3"], T.Slice([0, 2])))
for a in ([[0, 1]], [slice(3)], "a", 1.5, (1, 2)):
    show(f"slice_ctor{a!r}", lambda: T.Slice(a))
# Concatenate
show("cat_multi", lambda: gen_pipe([(np.array([1, 2]), np.array([3, 4]))], T.Concatenate(0, prepend=np.array([3, 5])), cols=("a", "b")))
show("cat_multi_str", lambda: gen_pipe([(np.array([b"a"]), np.array([b"b", b"c"]))], T.Concatenate(0, append=np.array([b"z"], dtype='S')), cols=("a", "b")))
show("cat_type_mm", lambda: gen_pipe([(np.array([3., 4.]),)], T.Concatenate(0, np.array(["ss", "ad"], dtype='S'))))
show("cat_type_mm2", lambda: gen_pipe([(np.array([b"ss"]),)], T.Concatenate(0, np.array([3., 4.]))))
show("cat_type_mm3", lambda: gen_pipe([(np.array([3, 4], np.int32),)], T.Concatenate(0, np.array([3., 4.]))))
show("cat_2d", lambda: gen_pipe([(np.array([[b"ss", b"ad"], [b"ss", b"ad"]]),)], T.Concatenate(0, np.array([b"ss", b"ss"]))))
show("cat_axis2", lambda: T.Concatenate(2))
show("cat_axis-1", lambda: gen_pipe([(np.array([5., 6.]),)], T.Concatenate(-1, np.array([1.]), np.array([9.]))))
show("cat_axis-2", lambda: T.Concatenate(-2))
show("cat_prep2d", lambda: T.Concatenate(0, np.array([[b"ss"], [b"ad"]])))
show("cat_app2d", lambda: T.Concatenate(0, None, np.array([[1], [2]])))
show("cat_prep_list", lambda: T.Concatenate(0, [1, 2]))
show("cat_none", lambda: gen_pipe([(np.array([5., 6.]),)], T.Concatenate()))
show("cat_eager", lambda: T.Concatenate(0, np.array([1, 2]))(np.array([3, 4])))
show("cat_eager2", lambda: T.Concatenate(0, np.array([1, 2]))(np.array([3, 4]), np.array([5])))
show("cat_scalar", lambda: gen_pipe([(np.array(5.),)], T.Concatenate(0, np.array([1.]))))
# Fill
show("fill_bytes", lambda: gen_pipe([(np.array(["A", "B", "C"], dtype=np.bytes_),)], T.Fill(b'abc')))
show("fill_str_on_int", lambda: gen_pipe([(np.array([4, 4]),)], T.Fill("words")))
show("fill_int_on_str", lambda: gen_pipe([(np.array([b"a"]),)], T.Fill(3)))
show("fill_float_on_int", lambda: gen_pipe([(np.array([4, 4], np.int32),)], T.Fill(2.7)))
show("fill_int_on_u8", lambda: gen_pipe([(np.array([4, 4], np.uint8),)], T.Fill(300)))
show("fill_bool", lambda: gen_pipe([(np.array([4, 4], np.float32),)], T.Fill(True)))
show("fill_eager", lambda: T.Fill(3)(np.array([1., 2.])))
show("fill_ctor", lambda: T.Fill([1]))
# Mask
for k in [mstype.bool_, mstype.int8, mstype.int32, mstype.float32, mstype.uint8, mstype.float16]:
    for op in [T.Relational.EQ, T.Relational.LT, T.Relational.GE]:
        show(f"mask{k}{int(op)}", lambda: gen_pipe([(np.array([1, 2, 3, 4, 5]),)], T.Mask(op, 3.5, k)))
show("mask_f32_in", lambda: gen_pipe([(np.array([1, 2, 3.5], np.float32),)], T.Mask(T.Relational.EQ, 3.5)))
show("mask_i8_in_big", lambda: gen_pipe([(np.array([1, 2, 3], np.int8),)], T.Mask(T.Relational.LT, 300)))
show("mask_str_const", lambda: gen_pipe([(np.array([1, 2]),)], T.Mask(T.Relational.EQ, "3.5")))
show("mask_str_in", lambda: gen_pipe([(np.array([b"1", b"2"]),)], T.Mask(T.Relational.EQ, 3.5)))
show("mask_str_type", lambda: gen_pipe([(np.array([b"1", b"2"]),)], T.Mask(T.Relational.EQ, "1", mstype.string)))
show("mask_str_ok", lambda: gen_pipe([(np.array([b"1", b"2"]),)], T.Mask(T.Relational.EQ, "1")))
show("mask_bool_const", lambda: gen_pipe([(np.array([1, 0]),)], T.Mask(T.Relational.EQ, True)))
# PadEnd
show("pad_num_str", lambda: pipe([1, 2], T.PadEnd([3], "-1")))
show("pad_str_num", lambda: pipe([b"1", b"2"], T.PadEnd([3], 1)))
show("pad_shape_str", lambda: T.PadEnd(["2"], 1))
show("pad_shape_int", lambda: T.PadEnd(3, -1))
show("pad_str", lambda: pipe([b"1", b"2"], T.PadEnd([3], b"-1")))
show("pad_str_none", lambda: pipe([b"1", b"2"], T.PadEnd([4])))
show("pad_str_strval", lambda: pipe([b"1", b"2"], T.PadEnd([3], "xyz")))
show("pad_2d", lambda: pipe([[1, 2], [3, 4]], T.PadEnd([3, 1], 9)))
show("pad_rank", lambda: pipe([1, 2], T.PadEnd([3, 3], 9)))
show("pad_float_on_int", lambda: pipe([1, 2], T.PadEnd([3], 2.5)))
show("pad_none_shape", lambda: pipe([1, 2], T.PadEnd([None], 2)))
# Unique / Duplicate
show("unique", lambda: gen_pipe([(np.array([0, 1, 2, 1, 2, 3]),)], T.Unique()))
show("unique_eager", lambda: T.Unique()(np.array([0., 1., 1.])))
show("unique_2d", lambda: gen_pipe([(np.array([[0, 1]]),)], T.Unique()))
show("dup_eager", lambda: T.Duplicate()(np.array([1, 2])))

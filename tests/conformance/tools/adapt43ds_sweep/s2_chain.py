"""Getters and yielded dtypes after each step of train.py chains on GeneratorDataset: zip / concat / filter /
shuffle / bucket_by_sequence_length / rename / project, get_repeat_count, output_shapes(estimate=True), num_epochs
iterators over repeat, dict iterators of batched Python scalars, TypeCast / OneHot / Fill / Slice / Concatenate /
Duplicate / Mask / PadEnd in map."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.transforms as T
from _h import case, ck, rows

ds.config.set_seed(7)


def meta(d):
    return [d.get_col_names(), [str(t) for t in d.output_types()], d.output_shapes(), d.get_dataset_size(),
            d.get_batch_size(), d.get_repeat_count()]


def g():
    for i in range(6):
        yield np.arange(i % 3 + 1, dtype=np.int32), i, float(i) / 4, bool(i % 2)


def G():
    return ds.GeneratorDataset(g, ["v", "i", "f", "b"], shuffle=False)


def gs():
    for i in range(6):
        yield np.full((2,), i, np.float32), np.int32(i)


def S(**kw):
    return ds.GeneratorDataset(gs, ["x", "y"], shuffle=False, **kw)


case("meta_base", lambda: meta(G()))
case("meta_pyscalar_batch", lambda: meta(G().project(["i", "f", "b"]).batch(4)))
case("rows_pyscalar_batch", lambda: rows(G().project(["i", "f", "b"]).batch(4)))
case("tensor_pyscalar_batch", lambda: [{k: (str(v.dtype), v.shape) for k, v in r.items()} for r in G().project(["i", "f", "b"]).batch(4).create_dict_iterator(num_epochs=1)])
case("meta_repeat", lambda: meta(S().repeat(3)))
case("meta_repeat_batch_repeat", lambda: meta(S().batch(4).repeat(2)))
case("meta_estimate", lambda: [G().output_shapes(estimate=True), G().batch(2, pad_info={"v": None}).output_shapes(estimate=True) if hasattr(G(), "padded_batch") else None])
case("meta_zip", lambda: meta(ds.zip((S(), G().rename(["v", "i", "f", "b"], ["v2", "i2", "f2", "b2"])))))
case("meta_zip_dup_col", lambda: meta(ds.zip((S(), S()))))
case("rows_zip_uneven", lambda: rows(ds.zip((S(), S().take(2)))))
case("meta_concat", lambda: meta(S() + S().take(2)))
case("rows_concat", lambda: [r[1] for r in rows(S().take(2) + S().skip(4))])
case("concat_type_mismatch", lambda: rows(S() + S().map(T.TypeCast(ms.int64), "y")))
case("concat_name_mismatch", lambda: rows(S() + S().rename("y", "z")))
case("meta_filter", lambda: meta(S().filter(lambda y: y % 2 == 0, ["y"])))
case("rows_filter", lambda: [r[1] for r in rows(S().filter(lambda y: y % 2 == 0, ["y"]))])
case("filter_returns_int", lambda: [r[1] for r in rows(S().filter(lambda y: int(y) % 3, ["y"]))])
case("filter_returns_none", lambda: rows(S().filter(lambda y: None, ["y"])))
case("filter_bad_col", lambda: rows(S().filter(lambda y: True, ["zz"])))
case("meta_shuffle", lambda: meta(S().shuffle(4)))
case("rows_shuffle", lambda: [r[1] for r in rows(S().shuffle(4))])
case("shuffle_0", lambda: meta(S().shuffle(0)))
case("shuffle_1", lambda: [r[1] for r in rows(S().shuffle(1))])
case("bucket", lambda: rows(G().project(["v", "i"]).bucket_by_sequence_length("v", [2, 3], [2, 2, 2])))
case("bucket_meta", lambda: meta(G().project(["v", "i"]).bucket_by_sequence_length("v", [2, 3], [2, 2, 2])))
case("bucket_pad", lambda: rows(G().project(["v", "i"]).bucket_by_sequence_length("v", [2], [3, 3], pad_info={"v": ([4], -1)}, drop_remainder=True)))
case("padded_meta", lambda: meta(G().project(["v"]).padded_batch(4, pad_info={"v": ([3], 0)})))
case("padded_rows", lambda: rows(G().project(["v", "f"]).padded_batch(4, pad_info={"v": ([3], 0)})))
case("padded_f_pad", lambda: rows(G().project(["v", "f"]).padded_batch(4, pad_info={"v": ([3], 0), "f": ([], 9.0)})))
case("iter_repeat_epochs", lambda: (lambda it: [[int(r[1]) for r in it] for _ in range(2)])(S().take(3).repeat(2).create_tuple_iterator(num_epochs=2, output_numpy=True)))
case("iter_third_epoch", lambda: (lambda it: [[int(r[1]) for r in it] for _ in range(3)])(S().take(2).create_tuple_iterator(num_epochs=2, output_numpy=True)))
case("rename_bad", lambda: meta(S().rename("zz", "q")))
case("rename_dup", lambda: meta(S().rename("x", "y")))
case("project_dup", lambda: meta(S().project(["x", "x"])))
case("project_bad", lambda: meta(S().project(["zz"])))
case("map_fill", lambda: rows(S().map(T.Fill(3), "y").batch(6)))
case("map_fill_float", lambda: rows(S().map(T.Fill(2.5), "y"), 2))
case("map_slice", lambda: rows(S().map(T.Slice(0), "x"), 2))
case("map_concat", lambda: rows(S().map(T.Concatenate(0, np.array([7], np.float32), np.array([8], np.float32)), "x"), 2))
case("map_concat_dtype_mismatch", lambda: rows(S().map(T.Concatenate(0, np.array([7], np.int32)), "x"), 2))
case("map_duplicate", lambda: meta(S().map(T.Duplicate(), "y", ["y", "y2"])))
case("map_mask", lambda: rows(S().map(T.Mask(T.Relational.GE, 3), "y"), 6))
case("map_mask_dtype", lambda: rows(S().map(T.Mask(T.Relational.EQ, 2, ms.int32), "y"), 3))
case("map_padend", lambda: rows(S().map(T.PadEnd([4], 0.5), "x"), 1))
case("map_onehot_neg", lambda: rows(S().map(T.OneHot(6), "y").batch(6)))
case("map_onehot_float_label", lambda: rows(S().map(T.OneHot(6), "x")))
case("map_onehot_2d", lambda: rows(S().batch(2).map(T.OneHot(6), "y"), 1))
case("map_typecast_overflow", lambda: rows(S().map([lambda y: y * 100, T.TypeCast(ms.int8)], "y")))
case("map_typecast_float_to_int", lambda: rows(S().map([lambda x: x / 3 - 0.9, T.TypeCast(ms.int32)], "x")))
case("map_typecast_bool_to_f", lambda: rows(G().project(["b"]).map(T.TypeCast(ms.float16), "b")))
case("map_typecast_str", lambda: rows(ds.GeneratorDataset(lambda: iter([("ab",)]), ["s"], shuffle=False).map(T.TypeCast(ms.int32), "s")))
case("dataset_size_batch_drop_repeat", lambda: [S().batch(4, True).repeat(3).get_dataset_size(), S().repeat(3).batch(4, True).get_dataset_size(), S().take(5).batch(2).get_dataset_size(), S().skip(5).batch(2).get_dataset_size()])
case("dataset_size_filter", lambda: S().filter(lambda y: y > 2, ["y"]).batch(2).get_dataset_size())
case("batch_size_after_pbm", lambda: S().batch(3, per_batch_map=lambda a, b, i: (a, b), input_columns=["x", "y"]).get_batch_size())
case("batch_callable_size", lambda: [S().batch(lambda info: info.get_batch_num() + 1).get_dataset_size(), [r[1] for r in rows(S().batch(lambda info: info.get_batch_num() + 1))]])
case("batch_callable_get_size", lambda: S().batch(lambda info: 2).get_batch_size())

"""Pipeline ops: batch / padding / per_batch_map, repeat, project, rename, zip, concat, skip, take, filter, getters."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from _h import case, rows


def gen(n=5, dt=np.int32, shape=()):
    def g():
        for i in range(n):
            yield (np.full(shape, i, dtype=dt),)
    return g


def gen2(n=5):
    def g():
        for i in range(n):
            yield np.array([i], np.float32), np.array(i * 10, np.int64)
    return g


def varlen(n=5):
    def g():
        for i in range(n):
            yield (np.arange(i + 1, dtype=np.int32),)
    return g


for dt in (np.int8, np.uint8, np.float16, np.float64, np.bool_, np.int64):
    case(f"batch_dtype_{np.dtype(dt).name}", lambda dt=dt: rows(ds.GeneratorDataset(gen(5, dt), ["a"], shuffle=False).batch(2)))
case("batch_0d", lambda: rows(ds.GeneratorDataset(gen(5), ["a"], shuffle=False).batch(3, drop_remainder=True)))
case("batch_empty_shape", lambda: rows(ds.GeneratorDataset(gen(3, np.float32, (0,)), ["a"], shuffle=False).batch(2)))
case("batch_empty_shape2", lambda: rows(ds.GeneratorDataset(gen(3, np.float32, (2, 0)), ["a"], shuffle=False).batch(2)))
case("batch_size_gt", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).batch(10)))
case("batch_size_gt_drop", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).batch(10, drop_remainder=True)))
case("batch_size_gt_drop_size", lambda: ds.GeneratorDataset(gen(3), ["a"], shuffle=False).batch(10, drop_remainder=True).get_dataset_size())
case("batch_size_size", lambda: ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(3).get_dataset_size())
case("batch_size_size_drop", lambda: ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(3, True).get_dataset_size())
case("batch_varlen_err", lambda: rows(ds.GeneratorDataset(varlen(3), ["a"], shuffle=False).batch(2)))
case("pad_info_none", lambda: rows(ds.GeneratorDataset(varlen(5), ["a"], shuffle=False).padded_batch(2, pad_info={"a": None})))
case("pad_info_shape", lambda: rows(ds.GeneratorDataset(varlen(5), ["a"], shuffle=False).padded_batch(2, pad_info={"a": ([6], -1)})))
case("pad_info_short", lambda: rows(ds.GeneratorDataset(varlen(5), ["a"], shuffle=False).padded_batch(2, pad_info={"a": ([2], -1)})))
case("pad_info_val_float", lambda: rows(ds.GeneratorDataset(varlen(4), ["a"], shuffle=False).padded_batch(2, pad_info={"a": (None, 2.7)})))
case("pad_info_empty", lambda: rows(ds.GeneratorDataset(varlen(4), ["a"], shuffle=False).padded_batch(2, pad_info={})))
case("pad_info_none_shape", lambda: rows(ds.GeneratorDataset(varlen(4), ["a"], shuffle=False).padded_batch(3, pad_info={"a": ([None], 7)})))
case("pad_info_badcol", lambda: rows(ds.GeneratorDataset(varlen(4), ["a"], shuffle=False).padded_batch(2, pad_info={"b": ([4], 0)})))
case("pad_info_2d", lambda: rows(ds.GeneratorDataset(lambda: ((np.ones((i + 1, 2), np.float32),) for i in range(3)), ["a"], shuffle=False).padded_batch(3, pad_info={"a": ([None, 3], 0.5)})))


def pbm_sum(a, info):
    return ([x * 2 for x in a],)


case("per_batch_map_basic", lambda: rows(ds.GeneratorDataset(gen(5), ["a"], shuffle=False).batch(2, per_batch_map=pbm_sum, input_columns=["a"])))


def pbm_info(a, info):
    return ([np.array(info.get_batch_num() * 100 + info.get_epoch_num(), np.int32) + x for x in a],)


case("per_batch_map_info", lambda: rows(ds.GeneratorDataset(gen(5), ["a"], shuffle=False).batch(2, per_batch_map=pbm_info, input_columns=["a"])))
case("per_batch_map_info_repeat", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).batch(2, per_batch_map=pbm_info, input_columns=["a"]).repeat(2)))
case("per_batch_map_info_repeat_before", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).repeat(2).batch(2, per_batch_map=pbm_info, input_columns=["a"])))


def pbm_two(a, b, info):
    return [x + 1 for x in a], [y * 3 for y in b]


case("per_batch_map_two", lambda: rows(ds.GeneratorDataset(gen2(4), ["a", "b"], shuffle=False).batch(2, per_batch_map=pbm_two, input_columns=["a", "b"])))


def pbm_split(a, info):
    return a, [x * 0.5 for x in a]


case("per_batch_map_out_cols", lambda: rows(ds.GeneratorDataset(gen(4), ["a"], shuffle=False).batch(2, per_batch_map=pbm_split, input_columns=["a"], output_columns=["x", "y"])))
case("per_batch_map_out_cols_names", lambda: ds.GeneratorDataset(gen(4), ["a"], shuffle=False).batch(2, per_batch_map=pbm_split, input_columns=["a"], output_columns=["x", "y"]).get_col_names())


def pbm_bad(a, info):
    return [x for x in a]


case("per_batch_map_bad_return", lambda: rows(ds.GeneratorDataset(gen(4), ["a"], shuffle=False).batch(2, per_batch_map=pbm_bad, input_columns=["a"])))


def pbm_cnt(a, info):
    return ([x for x in a[:1]],)


case("per_batch_map_shrink", lambda: rows(ds.GeneratorDataset(gen(4), ["a"], shuffle=False).batch(2, per_batch_map=pbm_cnt, input_columns=["a"])))
case("batch_callable_size", lambda: rows(ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(lambda info: info.get_batch_num() + 1)))
case("batch_callable_size_size", lambda: ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(lambda info: info.get_batch_num() + 1).get_dataset_size())
case("batch_size_0", lambda: ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(0))
case("batch_size_neg", lambda: ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(-1))
case("batch_size_float", lambda: ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(2.0))
case("batch_size_bool", lambda: ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(True))
case("batch_drop_int", lambda: ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(2, drop_remainder=1))
case("batch_getter", lambda: [ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(3).get_batch_size(), ds.GeneratorDataset(gen(7), ["a"]).get_batch_size()])
case("batch_getter_repeat", lambda: [ds.GeneratorDataset(gen(7), ["a"]).batch(3).repeat(4).get_batch_size(), ds.GeneratorDataset(gen(7), ["a"]).batch(3).repeat(4).get_repeat_count(), ds.GeneratorDataset(gen(7), ["a"]).get_repeat_count()])
case("repeat_count_chain", lambda: ds.GeneratorDataset(gen(7), ["a"]).repeat(2).repeat(3).get_repeat_count())
case("repeat_size_chain", lambda: ds.GeneratorDataset(gen(7), ["a"]).repeat(2).batch(4).repeat(3).get_dataset_size())
case("repeat_rows", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).repeat(2).take(5)))
case("repeat_0", lambda: ds.GeneratorDataset(gen(3), ["a"]).repeat(0))
case("repeat_neg2", lambda: ds.GeneratorDataset(gen(3), ["a"]).repeat(-2))
case("repeat_neg1_size", lambda: ds.GeneratorDataset(gen(3), ["a"]).repeat(-1).get_dataset_size())
case("repeat_none_size", lambda: ds.GeneratorDataset(gen(3), ["a"]).repeat().get_repeat_count())
case("take_neg1", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).take(-1)))
case("take_0", lambda: ds.GeneratorDataset(gen(3), ["a"], shuffle=False).take(0))
case("take_big_size", lambda: ds.GeneratorDataset(gen(3), ["a"], shuffle=False).take(10).get_dataset_size())
case("take_neg5", lambda: ds.GeneratorDataset(gen(3), ["a"], shuffle=False).take(-5))
case("skip_0", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).skip(0)))
case("skip_all", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).skip(5)))
case("skip_all_size", lambda: ds.GeneratorDataset(gen(3), ["a"], shuffle=False).skip(5).get_dataset_size())
case("skip_neg", lambda: ds.GeneratorDataset(gen(3), ["a"], shuffle=False).skip(-1))
case("skip_repeat", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).repeat(2).skip(4)))
case("skip_batch", lambda: rows(ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(2).skip(2)))
case("take_batch_repeat", lambda: rows(ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(2).take(2).repeat(2)))
case("project_order", lambda: rows(ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).project(["b", "a"])))
case("project_str", lambda: rows(ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).project("b")))
case("project_dup", lambda: rows(ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).project(["b", "b"])))
case("project_missing", lambda: rows(ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).project(["c"])))
case("project_empty", lambda: ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).project([]))
case("project_names", lambda: ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).project(["b", "a"]).get_col_names())
case("rename_swap", lambda: ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).rename(["a", "b"], ["b", "a"]).get_col_names())
case("rename_str", lambda: ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).rename("a", "z").get_col_names())
case("rename_len", lambda: ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).rename(["a", "b"], ["z"]))
case("rename_missing", lambda: rows(ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).rename(["q"], ["z"])))
case("rename_dup_result", lambda: rows(ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).rename(["a"], ["b"])))
case("zip_basic", lambda: rows(ds.zip((ds.GeneratorDataset(gen(3), ["a"], shuffle=False), ds.GeneratorDataset(gen2(5), ["b", "c"], shuffle=False)))))
case("zip_method", lambda: rows(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).zip(ds.GeneratorDataset(gen2(5), ["b", "c"], shuffle=False))))
case("zip_size", lambda: ds.GeneratorDataset(gen(3), ["a"]).zip(ds.GeneratorDataset(gen2(5), ["b", "c"])).get_dataset_size())
case("zip_dupcols", lambda: rows(ds.zip((ds.GeneratorDataset(gen(3), ["a"]), ds.GeneratorDataset(gen(3), ["a"])))))
case("zip_single", lambda: ds.zip(ds.GeneratorDataset(gen(3), ["a"])))
case("zip_names", lambda: ds.zip((ds.GeneratorDataset(gen(3), ["a"]), ds.GeneratorDataset(gen2(5), ["b", "c"]))).get_col_names())
case("zip_getters", lambda: [ds.zip((ds.GeneratorDataset(gen(3), ["a"]).batch(2), ds.GeneratorDataset(gen2(5), ["b", "c"]).batch(2))).get_batch_size(), str(ds.zip((ds.GeneratorDataset(gen(3), ["a"]), ds.GeneratorDataset(gen2(5), ["b", "c"]))).output_types())])
case("concat_basic", lambda: rows(ds.GeneratorDataset(gen(2), ["a"], shuffle=False) + ds.GeneratorDataset(gen(3, np.int32, (1,)), ["a"], shuffle=False)))
case("concat_list", lambda: rows(ds.GeneratorDataset(gen(2), ["a"], shuffle=False).concat([ds.GeneratorDataset(gen(1), ["a"], shuffle=False), ds.GeneratorDataset(gen(2), ["a"], shuffle=False)])))
case("concat_size", lambda: (ds.GeneratorDataset(gen(2), ["a"]) + ds.GeneratorDataset(gen(3), ["a"])).get_dataset_size())
case("concat_colmismatch", lambda: rows(ds.GeneratorDataset(gen(2), ["a"], shuffle=False) + ds.GeneratorDataset(gen(3), ["b"], shuffle=False)))
case("concat_dtypemismatch", lambda: rows(ds.GeneratorDataset(gen(2), ["a"], shuffle=False) + ds.GeneratorDataset(gen(3, np.float32), ["a"], shuffle=False)))
case("concat_ncols", lambda: rows(ds.GeneratorDataset(gen(2), ["a"], shuffle=False) + ds.GeneratorDataset(gen2(3), ["a", "b"], shuffle=False)))
case("concat_repeat", lambda: rows((ds.GeneratorDataset(gen(2), ["a"], shuffle=False) + ds.GeneratorDataset(gen(1), ["a"], shuffle=False)).repeat(2)))
case("concat_batch_size", lambda: (ds.GeneratorDataset(gen(3), ["a"]).batch(2) + ds.GeneratorDataset(gen(3), ["a"]).batch(2)).get_dataset_size())
case("filter_basic", lambda: rows(ds.GeneratorDataset(gen(6), ["a"], shuffle=False).filter(lambda a: a % 2 == 0)))
case("filter_cols", lambda: rows(ds.GeneratorDataset(gen2(6), ["a", "b"], shuffle=False).filter(lambda b: b > 20, input_columns=["b"])))
case("filter_ret_array", lambda: rows(ds.GeneratorDataset(gen(4), ["a"], shuffle=False).filter(lambda a: np.array(a > 1))))
case("filter_ret_int", lambda: rows(ds.GeneratorDataset(gen(4), ["a"], shuffle=False).filter(lambda a: int(a))))
case("filter_size", lambda: ds.GeneratorDataset(gen(6), ["a"], shuffle=False).filter(lambda a: a % 2 == 0).get_dataset_size())
case("filter_badcol", lambda: rows(ds.GeneratorDataset(gen(4), ["a"], shuffle=False).filter(lambda a: True, input_columns=["z"])))
case("filter_none", lambda: rows(ds.GeneratorDataset(gen(4), ["a"], shuffle=False).filter(lambda a: False)))
case("filter_batch", lambda: rows(ds.GeneratorDataset(gen(7), ["a"], shuffle=False).batch(2).filter(lambda a: a.sum() > 2)))
case("shapes_types", lambda: [ds.GeneratorDataset(gen2(3), ["a", "b"]).output_shapes(), [str(t) for t in ds.GeneratorDataset(gen2(3), ["a", "b"]).output_types()]])
case("shapes_batch", lambda: ds.GeneratorDataset(gen2(3), ["a", "b"]).batch(2).output_shapes())
case("shapes_batch_drop", lambda: ds.GeneratorDataset(gen2(3), ["a", "b"]).batch(2, True).output_shapes())
case("shapes_padded", lambda: ds.GeneratorDataset(varlen(4), ["a"]).padded_batch(2, pad_info={"a": ([5], 0)}).output_shapes())
case("shapes_padded_dyn", lambda: ds.GeneratorDataset(varlen(4), ["a"]).padded_batch(2, pad_info={"a": None}).output_shapes())
case("shapes_estimate", lambda: ds.GeneratorDataset(varlen(4), ["a"]).output_shapes(estimate=True))
case("dict_iter", lambda: [list(r.keys()) + [r["b"]] for r in ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).create_dict_iterator(output_numpy=True)])
case("dict_iter_tensor", lambda: [r["a"] for r in ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).create_dict_iterator(num_epochs=1)])
case("tuple_iter_columns", lambda: [r for r in ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).create_tuple_iterator(columns=["b"], output_numpy=True)])
case("tuple_iter_bad_columns", lambda: [r for r in ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False).create_tuple_iterator(columns=["z"], output_numpy=True)])
case("iter_direct", lambda: [r for r in ds.GeneratorDataset(gen2(2), ["a", "b"], shuffle=False)])
case("iter_epochs", lambda: (lambda it: [[r[0] for r in it] for _ in range(2)])(ds.GeneratorDataset(gen(3), ["a"], shuffle=False).create_tuple_iterator(num_epochs=2, output_numpy=True)))
case("iter_epochs_after_end", lambda: (lambda it: [[r[0] for r in it] for _ in range(3)])(ds.GeneratorDataset(gen(2), ["a"], shuffle=False).create_tuple_iterator(num_epochs=2, output_numpy=True)))
case("iter_epochs_bad", lambda: ds.GeneratorDataset(gen(2), ["a"]).create_tuple_iterator(num_epochs=0))
case("iter_epochs_neg2", lambda: ds.GeneratorDataset(gen(2), ["a"]).create_tuple_iterator(num_epochs=-2))
case("iter_output_numpy_int", lambda: ds.GeneratorDataset(gen(2), ["a"]).create_tuple_iterator(output_numpy=1))
case("tensor_out_dtype", lambda: [r[0] for r in ds.GeneratorDataset(gen(2, np.float64), ["a"], shuffle=False).create_tuple_iterator(num_epochs=1)])
case("tensor_out_bool", lambda: [r[0] for r in ds.GeneratorDataset(gen(2, np.bool_), ["a"], shuffle=False).create_tuple_iterator(num_epochs=1)])
case("tensor_out_u16", lambda: [r[0] for r in ds.GeneratorDataset(gen(2, np.uint16), ["a"], shuffle=False).create_tuple_iterator(num_epochs=1)])

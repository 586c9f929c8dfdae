"""Dataset methods: map (column placement), batch with per_batch_map, repeat/take/skip, project, rename,
zip, concat, filter, sizes and shapes."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)


def mk(n=5, col="x"):
    return ds.NumpySlicesDataset(np.arange(n), column_names=[col], shuffle=False)


def abc():
    return ds.NumpySlicesDataset({"a": [1, 2], "b": [3, 4], "c": [5, 6]}, shuffle=False)


def vals(d):
    return [r[0] for r in d.create_tuple_iterator(output_numpy=True)]


emit("repeat", vals(mk().repeat(2)))
emit("repeat_size", (mk().repeat(2).get_dataset_size(), mk().repeat(2).get_repeat_count()))
emit("batch_repeat", vals(mk().batch(2).repeat(2)))
emit("repeat_batch", vals(mk().repeat(2).batch(3)))
emit("take", vals(mk().take(3)))
emit("take_big", (vals(mk().take(10)), mk().take(10).get_dataset_size()))
emit("skip", (vals(mk().skip(2)), mk().skip(2).get_dataset_size()))
emit("skip_all", mk().skip(10).get_dataset_size())
emit("concat", vals(mk(3) + mk(2)))
emit("concat_list", (vals(mk(3).concat([mk(2), mk(1)])), mk(3).concat([mk(2), mk(1)]).get_dataset_size()))
z = ds.zip((mk(3), mk(5, "y")))
emit("zip", ([tuple(r) for r in z], z.get_col_names(), z.get_dataset_size()))
emit("zip_method", mk(3).zip(mk(5, "y")).get_col_names())
p = abc().project(["c", "a"])
emit("project", (p.get_col_names(), [tuple(r) for r in p]))
emit("rename", abc().rename(["a"], ["z"]).get_col_names())
emit("map_b_z", abc().map(lambda b: b * 10, input_columns=["b"], output_columns=["z"]).get_col_names())
emit("map_b_zw", abc().map(lambda b: (b, b * 2), input_columns=["b"], output_columns=["z", "w"]).get_col_names())
emit("map_ca_z", abc().map(lambda c, a: c + a, input_columns=["c", "a"], output_columns=["z"]).get_col_names())
emit("map_ca_zw", abc().map(lambda c, a: (c, a), input_columns=["c", "a"], output_columns=["z", "w"]).get_col_names())
m = abc().map(lambda c, a: (c * 10, a - 1), input_columns=["c", "a"], output_columns=["z", "w"])
emit("map_ca_zw_rows", [tuple(r) for r in m])
emit("map_default_col", [tuple(r) for r in abc().map(lambda a: a * 10)])
emit("map_list", [tuple(r) for r in abc().map([lambda a: a * 10, lambda a: a + 1], input_columns="a")])
emit("map_types", abc().map(lambda a: a.astype(np.float32), input_columns=["a"]).output_types())
emit("shapes", mk(10).batch(3).output_shapes())
emit("types", mk(10).output_types())
emit("batch_size", (mk(4).batch(2).get_batch_size(), mk(4).get_batch_size(), mk(4).get_repeat_count()))
emit("batch_repeat_meta", (mk(5).batch(2, drop_remainder=True).repeat(3).get_dataset_size(),
                           mk(5).batch(2, drop_remainder=True).repeat(3).get_repeat_count()))


def pbm(a, b, info):
    return [x * 2 for x in a], [x + info.get_batch_num() for x in b]


def d3():
    return ds.NumpySlicesDataset({"a": [1, 2, 3], "b": [3, 4, 5]}, shuffle=False)


emit("per_batch_map", [tuple(r) for r in d3().batch(2, per_batch_map=pbm, input_columns=["a", "b"])])


def pbm2(a, info):
    return a, a


b2 = d3().batch(2, per_batch_map=pbm2, input_columns=["a"], output_columns=["p", "q"])
emit("per_batch_map_cols", (b2.get_col_names(), [tuple(r) for r in b2]))
emit("batch_callable", vals(mk(6).batch(lambda info: info.get_batch_num() + 1)))
emit("filter", vals(mk(6).filter(lambda x: x % 2 == 0, input_columns=["x"])))
emit("tuple_columns", [tuple(r) for r in abc().create_tuple_iterator(columns=["b"])])
emit("dict_numpy", [r for r in abc().create_dict_iterator(output_numpy=True)])

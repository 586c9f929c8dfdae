"""GeneratorDataset as train.py scripts build it: yielded Python / numpy kinds -> Tensor dtypes, column_types,
schema, samplers (Distributed / Sequential / SubsetRandom with a seed), shuffle=False, workers, map with
input/output columns and project, batch drop_remainder / per_batch_map / pad_info, repeat / take / skip / split,
iterators (output_numpy, num_epochs, dict vs tuple), getters after each step, errors."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as V
import mindspore.dataset.transforms as T
from _h import case, ck, rows

ds.config.set_seed(5)


def meta(d):
    return [d.get_col_names(), [str(t) for t in d.output_types()], d.output_shapes(), d.get_dataset_size(),
            d.get_batch_size()]


def trows(d, n=None):
    out = []
    for r in d.create_tuple_iterator(num_epochs=1):
        out.append([(type(x).__name__, str(x.dtype), tuple(x.shape), np.asarray(x.asnumpy()).ravel()[:4].tolist()) for x in r])
        if n and len(out) >= n:
            break
    return out


def drows(d, n=None, numpy=False):
    out = []
    for r in d.create_dict_iterator(num_epochs=1, output_numpy=numpy):
        out.append({k: (type(v).__name__, str(v.dtype), tuple(v.shape), np.asarray(v if numpy else v.asnumpy()).ravel()[:4].tolist()) for k, v in sorted(r.items())})
        if n and len(out) >= n:
            break
    return out


def gen_of(vals, ncol=1):
    def g():
        for v in vals:
            yield v if ncol > 1 else (v,)
    return g


class RA:
    """a random-access source"""
    def __init__(self, n=10):
        self.n = n

    def __getitem__(self, i):
        return np.array([i], np.int32), np.float32(i / 2)

    def __len__(self):
        return self.n


KINDS = {
    "pyint": [1, 2, 3], "pyfloat": [1.5, 2.5], "pybool": [True, False], "npint64": [np.int64(3), np.int64(4)],
    "npint8": [np.int8(3)], "npuint16": [np.uint16(7)], "npf16": [np.float16(1.5)], "npf64": [np.float64(2.5)],
    "npbool": [np.bool_(True)], "list_int": [[1, 2], [3, 4]], "list_float": [[1.0, 2.0]], "tuple_mixed": [(1, 2.5)],
    "arr_f64": [np.ones((2, 2))], "arr_int": [np.arange(3)], "arr0d_i32": [np.array(5, np.int32)],
    "str": ["ab", "c"], "empty_arr": [np.zeros((0, 3), np.float32)], "bigint": [2 ** 40], "list_bool": [[True, False]],
    "bytes": [b"xy"],
}
for k, v in KINDS.items():
    case("kind_%s_numpy" % k, lambda v=v: rows(ds.GeneratorDataset(gen_of(v), ["x"], shuffle=False)))
    case("kind_%s_tensor" % k, lambda v=v: trows(ds.GeneratorDataset(gen_of(v), ["x"], shuffle=False)))
    case("kind_%s_meta" % k, lambda v=v: meta(ds.GeneratorDataset(gen_of(v), ["x"], shuffle=False)))

# column_types
for ct in [ms.float32, ms.int32, ms.float16, ms.int64, ms.bool_, ms.uint8, ms.float64]:
    case("coltype_pyint_%s" % ct, lambda ct=ct: rows(ds.GeneratorDataset(gen_of([1, 2]), ["x"], column_types=[ct], shuffle=False)))
    case("coltype_pyfloat_%s" % ct, lambda ct=ct: rows(ds.GeneratorDataset(gen_of([1.7, -2.2]), ["x"], column_types=[ct], shuffle=False)))
    case("coltype_meta_%s" % ct, lambda ct=ct: meta(ds.GeneratorDataset(gen_of([1, 2]), ["x"], column_types=[ct], shuffle=False)))
case("coltype_too_few", lambda: rows(ds.GeneratorDataset(gen_of([(1, 2)], 2), ["a", "b"], column_types=[ms.int32], shuffle=False)))
case("coltype_string", lambda: rows(ds.GeneratorDataset(gen_of(["a"]), ["x"], column_types=[ms.string], shuffle=False)))

# schema
def schema1():
    s = ds.Schema()
    s.add_column("a", de_type=ms.int32, shape=[2])
    s.add_column("b", de_type=ms.float32)
    return s


case("schema_basic", lambda: rows(ds.GeneratorDataset(gen_of([(np.array([1, 2]), 1.5)], 2), schema=schema1(), shuffle=False)))
case("schema_meta", lambda: meta(ds.GeneratorDataset(gen_of([(np.array([1, 2]), 1.5)], 2), schema=schema1(), shuffle=False)))
case("schema_and_names", lambda: rows(ds.GeneratorDataset(gen_of([(np.array([1, 2]), 1.5)], 2), column_names=["p", "q"], schema=schema1(), shuffle=False)))

# column name errors
case("names_mismatch_more", lambda: rows(ds.GeneratorDataset(gen_of([(1, 2, 3)], 3), ["a", "b"], shuffle=False)))
case("names_mismatch_less", lambda: rows(ds.GeneratorDataset(gen_of([(1,)], 2), ["a", "b"], shuffle=False)))
case("names_dup", lambda: rows(ds.GeneratorDataset(gen_of([(1, 2)], 2), ["a", "a"], shuffle=False)))
case("names_none", lambda: rows(ds.GeneratorDataset(gen_of([1]))))
case("names_str", lambda: rows(ds.GeneratorDataset(gen_of([1]), "x", shuffle=False)))
case("names_empty_list", lambda: rows(ds.GeneratorDataset(gen_of([1]), [], shuffle=False)))
case("yield_none", lambda: rows(ds.GeneratorDataset(gen_of([None]), ["x"], shuffle=False)))
case("yield_dict", lambda: rows(ds.GeneratorDataset(gen_of([{"a": 1}]), ["x"], shuffle=False)))
case("yield_ragged_list", lambda: rows(ds.GeneratorDataset(gen_of([[[1, 2], [3]]]), ["x"], shuffle=False)))
case("yield_changing_dtype", lambda: rows(ds.GeneratorDataset(gen_of([1, 2.5]), ["x"], shuffle=False)))
case("yield_changing_shape", lambda: rows(ds.GeneratorDataset(gen_of([np.ones(2), np.ones(3)]), ["x"], shuffle=False).batch(2)))

# samplers with random-access and generator sources
case("ra_seq", lambda: rows(ds.GeneratorDataset(RA(), ["a", "b"], sampler=ds.SequentialSampler(2, 4))))
case("ra_dist", lambda: [rows(ds.GeneratorDataset(RA(), ["a", "b"], sampler=ds.DistributedSampler(3, i, shuffle=False))) for i in range(3)])
case("ra_dist_meta", lambda: [meta(ds.GeneratorDataset(RA(), ["a", "b"], sampler=ds.DistributedSampler(3, i, shuffle=False))) for i in range(3)])
case("ra_num_shards", lambda: [rows(ds.GeneratorDataset(RA(), ["a", "b"], num_shards=4, shard_id=i, shuffle=False)) for i in range(4)])
case("ra_num_shards_size", lambda: [ds.GeneratorDataset(RA(), ["a", "b"], num_shards=4, shard_id=i, shuffle=False).get_dataset_size() for i in range(4)])
case("ra_subset_random_seeded", lambda: rows(ds.GeneratorDataset(RA(), ["a", "b"], sampler=ds.SubsetRandomSampler([1, 3, 5, 7]))))
case("ra_subset_size", lambda: ds.GeneratorDataset(RA(), ["a", "b"], sampler=ds.SubsetRandomSampler([1, 3, 5, 7], num_samples=3)).get_dataset_size())
case("ra_subset_list", lambda: rows(ds.GeneratorDataset(RA(), ["a", "b"], sampler=[9, 0, 4])))
case("ra_num_samples", lambda: meta(ds.GeneratorDataset(RA(), ["a", "b"], num_samples=4, shuffle=False)))
case("ra_shuffle_false_rows", lambda: rows(ds.GeneratorDataset(RA(4), ["a", "b"], shuffle=False)))
case("ra_shuffle_seeded", lambda: rows(ds.GeneratorDataset(RA(6), ["a", "b"], shuffle=True)))
case("gen_sampler_err", lambda: rows(ds.GeneratorDataset(gen_of([1, 2]), ["x"], sampler=ds.SequentialSampler())))
case("gen_shuffle_err", lambda: rows(ds.GeneratorDataset(gen_of([1, 2]), ["x"], shuffle=True)))
case("gen_num_shards_err", lambda: rows(ds.GeneratorDataset(gen_of([1, 2]), ["x"], num_shards=2, shard_id=0)))
case("shard_id_no_shards", lambda: rows(ds.GeneratorDataset(RA(), ["a", "b"], shard_id=0)))
case("shard_id_oob", lambda: rows(ds.GeneratorDataset(RA(), ["a", "b"], num_shards=2, shard_id=2)))
case("sampler_and_shuffle", lambda: rows(ds.GeneratorDataset(RA(), ["a", "b"], sampler=ds.SequentialSampler(), shuffle=False)))
case("sampler_and_shards", lambda: rows(ds.GeneratorDataset(RA(), ["a", "b"], sampler=ds.SequentialSampler(), num_shards=2, shard_id=0)))
case("ra_workers2", lambda: rows(ds.GeneratorDataset(RA(6), ["a", "b"], shuffle=False, num_parallel_workers=2)))
case("ra_workers_mp_false", lambda: rows(ds.GeneratorDataset(RA(6), ["a", "b"], shuffle=False, num_parallel_workers=2, python_multiprocessing=False)))
case("dist_pad_uneven", lambda: [meta(ds.GeneratorDataset(RA(5), ["a", "b"], sampler=ds.DistributedSampler(2, i, shuffle=False))) for i in range(2)])
case("dist_rows_uneven", lambda: [rows(ds.GeneratorDataset(RA(5), ["a", "b"], sampler=ds.DistributedSampler(2, i, shuffle=False))) for i in range(2)])
case("dist_more_shards_than_rows", lambda: [rows(ds.GeneratorDataset(RA(2), ["a", "b"], sampler=ds.DistributedSampler(3, i, shuffle=False))) for i in range(3)])

# map forms
def g2():
    for i in range(5):
        yield np.full((2, 2), i, np.int32), np.int64(i)


def G(**kw):
    return ds.GeneratorDataset(g2, ["img", "lab"], shuffle=False, **kw)


case("map_out_cols_more", lambda: meta(G().map(lambda x: (x, x * 2), "img", ["a", "b"])))
case("map_out_cols_more_rows", lambda: rows(G().map(lambda x: (x, x * 2), "img", ["a", "b"]), 2))
case("map_out_cols_fewer", lambda: meta(G().map(lambda x, y: x + y, ["img", "lab"], ["s"])))
case("map_out_cols_fewer_rows", lambda: rows(G().map(lambda x, y: x + y, ["img", "lab"], ["s"]), 2))
case("map_then_project", lambda: meta(G().map(lambda x: (x, x * 2), "img", ["a", "b"]).project(["b", "lab"])))
case("map_out_wrong_count", lambda: rows(G().map(lambda x: (x, x), "img", ["a"])))
case("map_in_missing", lambda: rows(G().map(lambda x: x, "nope")))
case("map_ops_list_chain", lambda: rows(G().map([lambda x: x + 1, T.TypeCast(ms.float16), lambda x: x * 2], "img"), 2))
case("map_typecast_lab", lambda: meta(G().map(T.TypeCast(ms.int32), "lab")))
case("map_onehot_lab", lambda: rows(G().map(T.OneHot(5), "lab").batch(2), 2))
case("map_onehot_oob", lambda: rows(G().map(T.OneHot(3), "lab")))
case("map_onehot_smoothing", lambda: rows(G().map(T.OneHot(5, smoothing_rate=0.1), "lab").batch(5)))
case("map_returns_pyint", lambda: rows(G().map(lambda x: int(x.sum()), "img")))
case("map_returns_pyfloat", lambda: rows(G().map(lambda x: float(x.sum()) / 3, "img")))
case("map_returns_bool", lambda: rows(G().map(lambda x: bool(x.sum() > 2), "img")))
case("map_returns_list", lambda: rows(G().map(lambda x: [1, 2], "img"), 1))
case("map_returns_tuple_one", lambda: rows(G().map(lambda x: (x,), "img"), 1))
case("map_returns_none", lambda: rows(G().map(lambda x: None, "img"), 1))
case("map_workers_mp", lambda: rows(G().map(lambda x: x * 3, "img", num_parallel_workers=2, python_multiprocessing=True), 3))
case("map_out_same_name", lambda: meta(G().map(lambda x: x, "img", "lab")))

# batch
case("batch_drop_meta", lambda: meta(G().batch(2, drop_remainder=True)))
case("batch_keep_meta", lambda: meta(G().batch(2)))
case("batch_keep_rows", lambda: [r[1] for r in rows(G().batch(2))])
case("batch_size_gt_rows_drop", lambda: meta(G().batch(9, drop_remainder=True)))
case("batch_size_gt_rows_iter", lambda: rows(G().batch(9, drop_remainder=True)))
case("batch_size_0", lambda: meta(G().batch(0)))
case("batch_pbm_change_dtype", lambda: rows(G().batch(2, per_batch_map=lambda a, b, i: ([x.astype(np.float16) for x in a], b), input_columns=["img", "lab"]), 1))
case("batch_pbm_meta", lambda: meta(G().batch(2, per_batch_map=lambda a, b, i: ([x.astype(np.float16) for x in a], b), input_columns=["img", "lab"])))
case("batch_pbm_drop", lambda: meta(G().batch(2, drop_remainder=True, per_batch_map=lambda b, i: (b,), input_columns=["lab"])))
case("batch_pbm_batchinfo", lambda: rows(G().batch(2, per_batch_map=lambda b, i: ([np.int64(i.get_batch_num())] * len(b),), input_columns=["lab"])))
case("batch_pbm_pyint_list", lambda: rows(G().batch(2, per_batch_map=lambda b, i: ([int(x) for x in b],), input_columns=["lab"])))
case("batch_pbm_pyfloat_list", lambda: rows(G().batch(2, per_batch_map=lambda b, i: ([float(x) / 2 for x in b],), input_columns=["lab"])))
case("batch_pbm_output_project", lambda: meta(G().batch(2, per_batch_map=lambda a, b, i: (a, b, b), input_columns=["img", "lab"], output_columns=["img", "lab", "c"]).project(["c", "img"])))
case("batch_pbm_not_tuple", lambda: rows(G().batch(2, per_batch_map=lambda b, i: b, input_columns=["lab"])))
case("batch_pbm_no_input_cols", lambda: rows(G().batch(2, per_batch_map=lambda a, b, i: (a, b))))


def gv():
    for n in (1, 3, 2):
        yield np.arange(n, dtype=np.float32), np.int32(n)


case("pad_info_none", lambda: rows(ds.GeneratorDataset(gv, ["v", "n"], shuffle=False).padded_batch(3, pad_info={"v": None})))
case("pad_info_shape", lambda: rows(ds.GeneratorDataset(gv, ["v", "n"], shuffle=False).padded_batch(2, pad_info={"v": ([4], -1)})))
case("pad_info_meta", lambda: meta(ds.GeneratorDataset(gv, ["v", "n"], shuffle=False).padded_batch(2, pad_info={"v": ([4], -1)})))
case("pad_info_too_small", lambda: rows(ds.GeneratorDataset(gv, ["v", "n"], shuffle=False).padded_batch(3, pad_info={"v": ([2], 0)})))
case("pad_info_batch", lambda: rows(ds.GeneratorDataset(gv, ["v", "n"], shuffle=False).batch(3, pad_info={"v": ([3], 9)})))
case("pad_info_unknown_col", lambda: rows(ds.GeneratorDataset(gv, ["v", "n"], shuffle=False).padded_batch(3, pad_info={"zz": ([3], 0)})))
case("pad_info_empty_dict", lambda: rows(ds.GeneratorDataset(gv, ["v", "n"], shuffle=False).padded_batch(3, pad_info={})))
case("pad_info_none_shape_val", lambda: rows(ds.GeneratorDataset(gv, ["v", "n"], shuffle=False).padded_batch(3, pad_info={"v": (None, 7)})))
case("pad_ragged_no_pad", lambda: rows(ds.GeneratorDataset(gv, ["v", "n"], shuffle=False).batch(3)))

# repeat / take / skip / split
case("take_skip_meta", lambda: [meta(G().skip(1).take(3)), meta(G().take(3).skip(1)), meta(G().repeat(2).skip(3)), meta(G().batch(2).take(2))])
case("take_skip_rows", lambda: [r[1] for r in rows(G().repeat(2).skip(3).take(4))])
case("take_neg1", lambda: meta(G().take(-1)))
case("take_0", lambda: rows(G().take(0)))
case("take_neg2", lambda: rows(G().take(-2)))
case("skip_neg", lambda: rows(G().skip(-1)))
case("skip_all", lambda: meta(G().skip(10)))
case("repeat_0", lambda: meta(G().repeat(0)))
case("repeat_neg", lambda: meta(G().repeat(-1)))
case("repeat_batch_meta", lambda: meta(G().batch(2).repeat(3)))
case("split_sizes", lambda: [rows(d) for d in ds.GeneratorDataset(RA(5), ["a", "b"], shuffle=False).split([2, 3], randomize=False)])
case("split_frac", lambda: [meta(d) for d in ds.GeneratorDataset(RA(5), ["a", "b"], shuffle=False).split([0.6, 0.4], randomize=False)])
case("split_frac_rows", lambda: [rows(d) for d in ds.GeneratorDataset(RA(7), ["a", "b"], shuffle=False).split([0.5, 0.5], randomize=False)])
case("split_random", lambda: [rows(d) for d in ds.GeneratorDataset(RA(6), ["a", "b"], shuffle=False).split([0.5, 0.5])])
case("split_bad_sum", lambda: ds.GeneratorDataset(RA(5), ["a", "b"], shuffle=False).split([2, 2], randomize=False))
case("split_gen", lambda: [rows(d) for d in ds.GeneratorDataset(gen_of([1, 2, 3, 4]), ["x"], shuffle=False).split([2, 2], randomize=False)])
case("split_after_map", lambda: [rows(d) for d in ds.GeneratorDataset(RA(4), ["a", "b"], shuffle=False).map(lambda a: a * 2, "a").split([2, 2], randomize=False)])
case("split_zero", lambda: [rows(d) for d in ds.GeneratorDataset(RA(4), ["a", "b"], shuffle=False).split([0, 4], randomize=False)])
case("split_frac_zero", lambda: [rows(d) for d in ds.GeneratorDataset(RA(4), ["a", "b"], shuffle=False).split([0.0, 1.0], randomize=False)])

# iterators
case("dict_iter_tensor", lambda: drows(G().batch(2), 1))
case("dict_iter_numpy", lambda: drows(G().batch(2), 1, True))
case("tuple_iter_columns", lambda: [ck(list(r)) for r in G().create_tuple_iterator(columns=["lab"], output_numpy=True)][:2])
case("tuple_iter_bad_col", lambda: [ck(list(r)) for r in G().create_tuple_iterator(columns=["zz"], output_numpy=True)][:2])
case("iter_epochs2", lambda: (lambda it: [[int(r["lab"]) for r in it] for _ in range(2)])(G().create_dict_iterator(num_epochs=2, output_numpy=True)))
case("iter_epochs1_twice", lambda: (lambda it: [[int(r["lab"]) for r in it] for _ in range(2)])(G().create_dict_iterator(num_epochs=1, output_numpy=True)))
case("iter_epochs_neg", lambda: (lambda it: [[int(r["lab"]) for r in it] for _ in range(2)])(G().create_dict_iterator(num_epochs=-1, output_numpy=True)))
case("iter_epochs0", lambda: [r for r in G().create_dict_iterator(num_epochs=0, output_numpy=True)])
case("iter_default", lambda: [type(r).__name__ for r in next(iter(G()))])
case("iter_get_next", lambda: sorted(G().create_dict_iterator(output_numpy=True).__next__().keys()))
case("iter_pyint_tensor_dtype", lambda: drows(ds.GeneratorDataset(gen_of([(1, 2.0, True)], 3), ["i", "f", "b"], shuffle=False)))
case("iter_pyint_batch", lambda: drows(ds.GeneratorDataset(gen_of([(1, 2.0, True), (3, 4.0, False)], 3), ["i", "f", "b"], shuffle=False).batch(2)))

# vision chains on HWC uint8
IMG = np.random.RandomState(3).randint(0, 256, (4, 6, 8, 3)).astype(np.uint8)


def gi():
    for i in range(4):
        yield IMG[i], np.int32(i % 2)


def GI():
    return ds.GeneratorDataset(gi, ["image", "label"], shuffle=False)


case("vis_totensor_chain", lambda: rows(GI().map([V.ToTensor()], "image").batch(2), 1))
case("vis_totensor_meta", lambda: meta(GI().map([V.ToTensor()], "image").batch(2)))
case("vis_totensor_f64", lambda: rows(GI().map([V.ToTensor(output_type=np.float64)], "image"), 1))
case("vis_totensor_f16", lambda: rows(GI().map([V.ToTensor(output_type=np.float16)], "image"), 1))
case("vis_rescale_norm_hwc2chw", lambda: rows(GI().map([V.Rescale(1.0 / 255.0, 0.0), V.Normalize([0.4914, 0.4822, 0.4465], [0.2023, 0.1994, 0.2010]), V.HWC2CHW()], "image").batch(2), 1))
case("vis_norm_chw", lambda: rows(GI().map([V.HWC2CHW(), V.Normalize([0.5] * 3, [0.5] * 3, is_hwc=False)], "image"), 1))
case("vis_norm_chw_wrong_layout", lambda: rows(GI().map([V.Normalize([0.5] * 3, [0.5] * 3, is_hwc=False)], "image"), 1))
case("vis_norm_pad", lambda: rows(GI().map([V.NormalizePad([120.0] * 3, [60.0] * 3, "float16")], "image"), 1))
case("vis_norm_pad_meta", lambda: meta(GI().map([V.NormalizePad([120.0] * 3, [60.0] * 3)], "image")))
case("vis_totensor_then_norm", lambda: rows(GI().map([V.ToTensor(), V.Normalize([0.5] * 3, [0.5] * 3, is_hwc=False)], "image"), 1))
case("vis_typecast_f16_meta", lambda: meta(GI().map([V.Rescale(1 / 255, 0), V.HWC2CHW(), T.TypeCast(ms.float16)], "image").map(T.TypeCast(ms.int32), "label").batch(2, drop_remainder=True)))
case("vis_typecast_np", lambda: rows(GI().map(T.TypeCast(np.float32), "label"), 1))
case("vis_typecast_str", lambda: rows(GI().map(T.TypeCast("float64"), "label"), 1))
case("vis_randcrop_flip_seeded", lambda: rows(GI().map([V.RandomCrop((4, 4), padding=2), V.RandomHorizontalFlip(), V.HWC2CHW()], "image"), 2))
case("vis_resize_rescale_norm", lambda: rows(GI().map([V.Resize(5), V.Rescale(1 / 255.0, 0), V.Normalize([0.5] * 3, [0.25] * 3)], "image"), 1))
case("vis_pil_chain", lambda: rows(GI().map([V.ToPIL(), V.Resize((3, 3)), V.ToTensor()], "image"), 1))
case("vis_decode_raw_err", lambda: rows(GI().map([V.Decode()], "image"), 1))
case("vis_onehot_float", lambda: rows(GI().map([T.OneHot(2), T.TypeCast(ms.float32)], "label").batch(4)))
case("vis_mixup_batch", lambda: rows(GI().map(T.OneHot(2), "label").batch(4).map(V.MixUpBatch(1.0), ["image", "label"]), 1))

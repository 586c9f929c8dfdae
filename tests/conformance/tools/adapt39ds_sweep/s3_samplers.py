"""Samplers, shuffle, split, padded, bucket_batch_by_length, NumpySlicesDataset inputs: row order with seeds."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from _h import case, rows


class Src:
    def __init__(self, n=10):
        self.n = n

    def __getitem__(self, i):
        return (np.array(i, np.int32),)

    def __len__(self):
        return self.n


def ids(d):
    return [int(r[0]) for r in rows(d)]


def seeded(seed, fn):
    def run():
        ds.config.set_seed(seed)
        return fn()
    return run


for seed in (0, 7):
    case(f"random_sampler_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.RandomSampler()))))
    case(f"random_sampler_repl_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.RandomSampler(replacement=True, num_samples=6)))))
    case(f"random_sampler_ns_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.RandomSampler(num_samples=4)))))
    case(f"shuffle_true_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], shuffle=True))))
    case(f"shuffle_op_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], shuffle=False).shuffle(4))))
    case(f"shuffle_op_big_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], shuffle=False).shuffle(100))))
    case(f"shuffle_op_repeat_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(5), ["a"], shuffle=False).shuffle(3).repeat(2))))
    case(f"dist_shuffle_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.DistributedSampler(3, 1, shuffle=True)))))
    case(f"dist_shuffle_seed_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.DistributedSampler(2, 0, shuffle=True, seed=5)))))
    case(f"subsetrandom_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SubsetRandomSampler([9, 1, 4, 4, 2])))))
    case(f"weighted_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.WeightedRandomSampler([0.1] * 5 + [0.0] * 5, 6)))))
    case(f"weighted_norepl_{seed}", seeded(seed, lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.WeightedRandomSampler([1, 2, 3, 0, 0, 0, 0, 0, 0, 4], 4, replacement=False)))))
    case(f"numpyslices_shuffle_{seed}", seeded(seed, lambda: ids(ds.NumpySlicesDataset(list(range(8)), shuffle=True))))
    case(f"split_rand_{seed}", seeded(seed, lambda: [ids(p) for p in ds.GeneratorDataset(Src(), ["a"], shuffle=False).split([0.3, 0.7])]))
    case(f"split_rand_int_{seed}", seeded(seed, lambda: [ids(p) for p in ds.GeneratorDataset(Src(), ["a"], shuffle=False).split([4, 6])]))
    case(f"split_norand_{seed}", seeded(seed, lambda: [ids(p) for p in ds.GeneratorDataset(Src(), ["a"], shuffle=False).split([0.25, 0.75], randomize=False)]))
    case(f"chain_{seed}", seeded(seed, lambda: (lambda s: (s.add_child(ds.SequentialSampler(2, 6)), ids(ds.GeneratorDataset(Src(), ["a"], sampler=s)))[1])(ds.RandomSampler(num_samples=4))))
case("seq_sampler", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(3, 4))))
case("seq_sampler_big", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(8, 10))))
case("seq_sampler_start_oob", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(12))))
case("seq_sampler_neg", lambda: ds.SequentialSampler(-1))
case("seq_sampler_ns_neg", lambda: ds.SequentialSampler(0, -1))
case("subset", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SubsetSampler([3, 3, 0, 9]))))
case("subset_ns", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SubsetSampler([3, 3, 0, 9], num_samples=2))))
case("subset_oob", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SubsetSampler([3, 12]))))
case("subset_neg", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SubsetSampler([-1, 2]))))
case("subset_np", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.SubsetSampler(np.array([5, 1])))))
case("subset_float", lambda: ds.SubsetSampler([1.0, 2]))
# subset_empty (SubsetSampler([])) segfaults MindSpore 2.10: not swept
case("subset_size", lambda: ds.GeneratorDataset(Src(), ["a"], sampler=ds.SubsetSampler([3, 3, 0, 9])).get_dataset_size())
case("dist_0", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.DistributedSampler(3, 0, shuffle=False))))
case("dist_2", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.DistributedSampler(3, 2, shuffle=False))))
case("dist_ns", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.DistributedSampler(3, 1, shuffle=False, num_samples=2))))
case("dist_offset", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.DistributedSampler(3, 1, shuffle=False, offset=2))))
case("dist_size", lambda: [ds.GeneratorDataset(Src(), ["a"], sampler=ds.DistributedSampler(3, k, shuffle=False)).get_dataset_size() for k in range(3)])
case("dist_bad_id", lambda: ds.DistributedSampler(3, 3))
case("dist_bad_shards", lambda: ds.DistributedSampler(0, 0))
case("shard_args", lambda: ids(ds.GeneratorDataset(Src(), ["a"], shuffle=False, num_shards=4, shard_id=3)))
case("shard_args_size", lambda: [ds.GeneratorDataset(Src(), ["a"], shuffle=False, num_shards=4, shard_id=k).get_dataset_size() for k in range(4)])
case("shard_only_num", lambda: ds.GeneratorDataset(Src(), ["a"], num_shards=2))
case("shard_with_sampler", lambda: ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(), num_shards=2, shard_id=0))
case("num_samples_gen", lambda: ids(ds.GeneratorDataset(Src(), ["a"], shuffle=False, num_samples=3)))
case("num_samples_gen_big", lambda: ids(ds.GeneratorDataset(Src(), ["a"], shuffle=False, num_samples=30)))
case("num_samples_gen_size", lambda: ds.GeneratorDataset(Src(), ["a"], shuffle=False, num_samples=30).get_dataset_size())
case("num_samples_with_sampler", lambda: ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(), num_samples=3))
case("sampler_list", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=[4, 2, 2])))
case("sampler_iterable_gen", lambda: ids(ds.GeneratorDataset(lambda: ((np.array(i),) for i in range(4)), ["a"], sampler=ds.SequentialSampler())))
case("weighted_neg", lambda: ds.WeightedRandomSampler([-1, 2], 2))
case("weighted_zero_all", lambda: ids(ds.GeneratorDataset(Src(), ["a"], sampler=ds.WeightedRandomSampler([0, 0], 2))))
case("weighted_ns0", lambda: ds.WeightedRandomSampler([1, 2], 0))
case("random_sampler_bad_ns", lambda: ds.RandomSampler(num_samples=-3))
case("random_sampler_repl_int", lambda: ds.RandomSampler(replacement=1))
case("sampler_getters", lambda: [ds.RandomSampler(num_samples=3).get_num_samples(), ds.SequentialSampler(2, 4).get_num_samples(), ds.SequentialSampler().get_num_samples()])
case("dataset_size_after_sampler", lambda: [ds.GeneratorDataset(Src(), ["a"], sampler=ds.RandomSampler(replacement=True, num_samples=17)).get_dataset_size(), ds.GeneratorDataset(Src(), ["a"], sampler=ds.SequentialSampler(4)).get_dataset_size()])
case("split_sizes", lambda: [p.get_dataset_size() for p in ds.GeneratorDataset(Src(), ["a"], shuffle=False).split([0.33, 0.33, 0.34])])
case("split_sizes_round", lambda: [p.get_dataset_size() for p in ds.GeneratorDataset(Src(7), ["a"], shuffle=False).split([0.5, 0.5], randomize=False)])
case("split_bad_sum", lambda: ds.GeneratorDataset(Src(), ["a"], shuffle=False).split([3, 3]))
case("split_zero", lambda: ds.GeneratorDataset(Src(), ["a"], shuffle=False).split([0.0, 1.0]))
case("split_neg", lambda: ds.GeneratorDataset(Src(), ["a"], shuffle=False).split([-1, 11]))
case("split_mixed", lambda: ds.GeneratorDataset(Src(), ["a"], shuffle=False).split([0.5, 5]))
case("split_nonmappable", lambda: [ids(p) for p in ds.GeneratorDataset(lambda: ((np.array(i),) for i in range(6)), ["a"]).split([2, 4], randomize=False)])
case("split_nonmappable_frac", lambda: [ids(p) for p in ds.GeneratorDataset(lambda: ((np.array(i),) for i in range(6)), ["a"]).split([0.5, 0.5], randomize=False)])
case("padded_basic", lambda: rows(ds.PaddedDataset([{"a": np.array([1, 2], np.int64)}, {"a": np.array([3], np.int64)}])))
case("padded_concat", lambda: ids(ds.GeneratorDataset(Src(3), ["a"], shuffle=False) + ds.PaddedDataset([{"a": np.array(9, np.int32)}])))
case("padded_dist", lambda: (lambda d: (d.use_sampler(ds.DistributedSampler(2, 1, shuffle=False)), ids(d))[1])(ds.GeneratorDataset(Src(3), ["a"], shuffle=False) + ds.PaddedDataset([{"a": np.array(9, np.int32)}])))
case("padded_empty", lambda: ds.PaddedDataset([]))
case("padded_not_dict", lambda: ds.PaddedDataset([1, 2]))
case("padded_keys_mismatch", lambda: rows(ds.PaddedDataset([{"a": np.array(1)}, {"b": np.array(2)}])))
case("padded_scalar_values", lambda: rows(ds.PaddedDataset([{"a": 1, "b": 2.5}])))


def blen(a):
    return a.shape[0]


def varlen():
    for i in [1, 3, 2, 5, 4, 1, 6]:
        yield (np.arange(i, dtype=np.int64),)


case("bucket_basic", lambda: rows(ds.GeneratorDataset(varlen, ["a"], shuffle=False).bucket_batch_by_length(["a"], [3, 5], [2, 2, 2])))
case("bucket_fn", lambda: rows(ds.GeneratorDataset(varlen, ["a"], shuffle=False).bucket_batch_by_length(["a"], [3, 5], [2, 2, 2], element_length_function=blen)))
case("bucket_pad_boundary", lambda: rows(ds.GeneratorDataset(varlen, ["a"], shuffle=False).bucket_batch_by_length(["a"], [3, 7], [2, 2, 2], pad_to_bucket_boundary=True)))
case("bucket_pad_boundary_over", lambda: rows(ds.GeneratorDataset(varlen, ["a"], shuffle=False).bucket_batch_by_length(["a"], [3, 5], [2, 2, 2], pad_to_bucket_boundary=True)))
case("bucket_pad_info", lambda: rows(ds.GeneratorDataset(varlen, ["a"], shuffle=False).bucket_batch_by_length(["a"], [3], [3, 3], pad_info={"a": ([8], -1)})))
case("bucket_drop", lambda: rows(ds.GeneratorDataset(varlen, ["a"], shuffle=False).bucket_batch_by_length(["a"], [3], [3, 3], drop_remainder=True)))
case("bucket_size", lambda: ds.GeneratorDataset(varlen, ["a"], shuffle=False).bucket_batch_by_length(["a"], [3], [3, 3]).get_dataset_size())
case("bucket_bad_bounds", lambda: ds.GeneratorDataset(varlen, ["a"]).bucket_batch_by_length(["a"], [5, 3], [2, 2, 2]))
case("bucket_bad_sizes_len", lambda: ds.GeneratorDataset(varlen, ["a"]).bucket_batch_by_length(["a"], [3], [2]))
case("bucket_zero_bound", lambda: ds.GeneratorDataset(varlen, ["a"]).bucket_batch_by_length(["a"], [0, 3], [2, 2, 2]))
case("bucket_2cols_nofn", lambda: rows(ds.GeneratorDataset(lambda: ((np.arange(i), np.arange(2 * i)) for i in (1, 2)), ["a", "b"], shuffle=False).bucket_batch_by_length(["a", "b"], [3], [2, 2])))
case("npslices_dict", lambda: rows(ds.NumpySlicesDataset({"x": [1, 2], "y": [[1.5, 2.5], [3.5, 4.5]]}, shuffle=False)))
case("npslices_dict_names", lambda: ds.NumpySlicesDataset({"x": [1, 2], "y": [3, 4]}, shuffle=False).get_col_names())
case("npslices_tuple", lambda: rows(ds.NumpySlicesDataset(([1, 2], [3.0, 4.0]), shuffle=False)))
case("npslices_tuple_names", lambda: ds.NumpySlicesDataset(([1, 2], [3.0, 4.0]), shuffle=False).get_col_names())
case("npslices_list2d", lambda: rows(ds.NumpySlicesDataset([[1, 2], [3, 4]], shuffle=False)))
case("npslices_bool", lambda: rows(ds.NumpySlicesDataset([True, False], shuffle=False)))
case("npslices_str", lambda: rows(ds.NumpySlicesDataset(["ab", "c"], shuffle=False)))
case("npslices_f64", lambda: rows(ds.NumpySlicesDataset(np.array([1.5, 2.5]), shuffle=False)))
case("npslices_pyfloat", lambda: rows(ds.NumpySlicesDataset([1.5, 2.5], shuffle=False)))
case("npslices_pyint_big", lambda: rows(ds.NumpySlicesDataset([2 ** 40, 1], shuffle=False)))
case("npslices_mixed_int_float", lambda: rows(ds.NumpySlicesDataset([1, 2.5], shuffle=False)))
case("npslices_names", lambda: rows(ds.NumpySlicesDataset(([1, 2], [3, 4]), column_names=["p", "q"], shuffle=False)))
case("npslices_names_mismatch", lambda: ds.NumpySlicesDataset(([1, 2], [3, 4]), column_names=["p"], shuffle=False))
case("npslices_len_mismatch", lambda: rows(ds.NumpySlicesDataset(([1, 2], [3, 4, 5]), shuffle=False)))
case("npslices_scalar", lambda: ds.NumpySlicesDataset(5))
case("npslices_empty", lambda: rows(ds.NumpySlicesDataset([], shuffle=False)))
case("npslices_ns", lambda: rows(ds.NumpySlicesDataset([1, 2, 3, 4], shuffle=False, num_samples=2)))
case("npslices_shard", lambda: rows(ds.NumpySlicesDataset([1, 2, 3, 4, 5], shuffle=False, num_shards=2, shard_id=1)))
case("npslices_dict_col_order", lambda: ds.NumpySlicesDataset({"z": [1], "a": [2], "m": [3]}).get_col_names())
case("npslices_types", lambda: [str(t) for t in ds.NumpySlicesDataset({"x": [1, 2], "y": [1.0, 2.0], "z": [True, False]}).output_types()])
case("npslices_tensor_in", lambda: rows(ds.NumpySlicesDataset(ms.Tensor(np.array([[1, 2], [3, 4]], np.float16)), shuffle=False)))

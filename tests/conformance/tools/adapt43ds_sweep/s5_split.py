"""Dataset.split in train.py forms (train / eval split of a GeneratorDataset or NumpySlicesDataset): randomize with
a seed, fractions that round, a source with shuffle / a sampler / shards, split of a non-mappable generator, of a
batched or mapped dataset, the getters of each part, bad sizes."""
import numpy as np
import mindspore.dataset as ds
from _h import case

ds.config.set_seed(21)


class RA:
    def __init__(self, n=10):
        self.n = n

    def __getitem__(self, i):
        return (np.int32(i),)

    def __len__(self):
        return self.n


def ids(d):
    return [int(np.asarray(r[0]).ravel()[0]) for r in d.create_tuple_iterator(output_numpy=True)]


def parts(ps):
    return [[ids(p), p.get_dataset_size()] for p in ps]


def D(n=10, **kw):
    return ds.GeneratorDataset(RA(n), ["a"], **kw)


def N(n=10, **kw):
    return ds.NumpySlicesDataset({"a": np.arange(n, dtype=np.int32)}, **kw)


case("gen_frac_rand", lambda: parts(D(shuffle=False).split([0.8, 0.2])))
case("gen_frac_round", lambda: parts(D(7, shuffle=False).split([0.33, 0.33, 0.34], randomize=False)))
case("gen_frac_round2", lambda: parts(D(5, shuffle=False).split([0.5, 0.5], randomize=False)))
case("gen_frac_tiny", lambda: parts(D(3, shuffle=False).split([0.9, 0.1], randomize=False)))
case("gen_shuffle_true", lambda: parts(D(shuffle=True).split([5, 5], randomize=False)))
case("gen_sampler", lambda: parts(D(sampler=ds.SequentialSampler()).split([5, 5], randomize=False)))
case("gen_shards", lambda: parts(D(num_shards=2, shard_id=0, shuffle=False).split([2, 3], randomize=False)))
case("numpy_rand", lambda: parts(N(shuffle=False).split([0.6, 0.4])))
case("numpy_default_shuffle", lambda: parts(N().split([0.6, 0.4], randomize=False)))
case("nonmappable_rand", lambda: parts(ds.GeneratorDataset(lambda: iter([(np.int32(i),) for i in range(6)]), ["a"]).split([3, 3])))
case("nonmappable_norand", lambda: parts(ds.GeneratorDataset(lambda: iter([(np.int32(i),) for i in range(6)]), ["a"]).split([3, 3], randomize=False)))
case("nonmappable_frac", lambda: parts(ds.GeneratorDataset(lambda: iter([(np.int32(i),) for i in range(6)]), ["a"]).split([0.5, 0.5], randomize=False)))
case("after_batch", lambda: parts(D(shuffle=False).batch(2).split([3, 2], randomize=False)))
case("after_map_rand", lambda: parts(D(shuffle=False).map(lambda a: a * 10, "a").split([0.5, 0.5])))
case("after_take", lambda: parts(D(shuffle=False).take(6).split([3, 3], randomize=False)))
case("sizes_too_big", lambda: parts(D(shuffle=False).split([6, 6], randomize=False)))
case("sizes_zero_frac", lambda: parts(D(shuffle=False).split([0.0, 1.0], randomize=False)))
case("sizes_neg", lambda: parts(D(shuffle=False).split([-1, 11], randomize=False)))
case("sizes_mixed", lambda: parts(D(shuffle=False).split([0.5, 5], randomize=False)))
case("sizes_one", lambda: parts(D(shuffle=False).split([10], randomize=False)))
case("sizes_frac_sum", lambda: parts(D(shuffle=False).split([0.5, 0.6], randomize=False)))
case("sizes_empty", lambda: parts(D(shuffle=False).split([], randomize=False)))
case("split_then_batch", lambda: [[ids(p.batch(2)), p.batch(2).get_dataset_size()] for p in D(shuffle=False).split([0.7, 0.3], randomize=False)])
case("split_twice", lambda: (lambda a: [parts(a[0].split([2, 3], randomize=False)), ids(a[1])])(D(shuffle=False).split([5, 5], randomize=False)))
case("split_rand_twice_same", lambda: [parts(D(shuffle=False).split([5, 5])) for _ in range(2)])

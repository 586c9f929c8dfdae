"""ConcatDataset (adapted from ut/python/dataset/test_concat.py test_concat_05/16/17/18): msgraph had no
use_sampler on a concat (DistributedSampler shards by index in the concatenation, RandomSampler interleaves the
children), checked neither dtypes nor ranks of the children's rows, and get_dataset_size of a concat whose
children have different columns raised instead of summing the children's sizes."""
import numpy as np
import mindspore.dataset as ds
import mindspore.dataset.transforms as C
import mindspore.common.dtype as mstype
from _conf import emit, emit_error

MODES = ("pynative",)


def gen(a, b, rank=1):
    def f():
        for i in range(a, b):
            yield (np.array([i]) if rank == 1 else np.array([[i]]),)
    return f


class DS:
    def __init__(self, i, j):
        self.data = list(range(i, j))

    def __getitem__(self, k):
        return np.array([self.data[k]])

    def __len__(self):
        return len(self.data)


def vals(d):
    return [int(r[0][0]) for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1)]


for kind in ("gen", "random_access"):
    for n in (3, 10):
        for sid in (0, n - 1):
            if kind == "gen":
                d = ds.GeneratorDataset(gen(0, 3), ["c"]) + ds.GeneratorDataset(gen(3, 10), ["c"]) + \
                    (ds.GeneratorDataset(gen(10, 20), ["c"]) + ds.GeneratorDataset(gen(20, 29), ["c"]))
            else:
                d = ds.GeneratorDataset(DS(0, 3), ["c"], shuffle=False) + \
                    ds.GeneratorDataset(DS(3, 10), ["c"], shuffle=False) + \
                    ds.GeneratorDataset(DS(10, 12), ["c"], shuffle=False) + \
                    ds.GeneratorDataset(DS(12, 29), ["c"], shuffle=False)
            d.use_sampler(ds.DistributedSampler(n, sid, shuffle=False))
            emit("shard_%s_%d_%d" % (kind, n, sid), [d.get_dataset_size(), vals(d)])

ds.config.set_seed(2)
d = ds.GeneratorDataset(DS(0, 20), ["c"], shuffle=False) + ds.GeneratorDataset(DS(20, 25), ["c"], shuffle=False)
d.use_sampler(ds.RandomSampler())
v = vals(d)
emit("random_size", d.get_dataset_size())
emit("random_rows", sorted(v))
emit("random_child_orders", [[x for x in v if x < 20], [x for x in v if x >= 20]])

d1 = ds.GeneratorDataset(gen(0, 3), ["col1"]).map(operations=C.TypeCast(mstype.float32), input_columns=["col1"])
emit_error("dtype_mismatch", lambda: vals(d1 + ds.GeneratorDataset(gen(3, 10), ["col1"])))
emit_error("rank_mismatch", lambda: vals(ds.GeneratorDataset(gen(0, 3), ["col1"]) +
                                         ds.GeneratorDataset(gen(3, 5, rank=2), ["col1"])))
mixed = ds.GeneratorDataset(DS(0, 4), ["a"], shuffle=False) + ds.GeneratorDataset(gen(0, 3), ["b"])
emit("mixed_columns_size", mixed.get_dataset_size())
emit_error("sampler_type", lambda: d.use_sampler(ds.SequentialSampler()))
emit_error("sampler_shuffle", lambda: d.use_sampler(ds.DistributedSampler(2, 0, shuffle=True)))
emit_error("sampler_num_samples", lambda: d.use_sampler(ds.RandomSampler(num_samples=3)))

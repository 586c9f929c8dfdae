"""DistributedSampler's offset on a random-access source (adapted from ut/python/dataset/test_sampler.py
test_distributed_sampler / test_sampler_chain): with an offset (0 included), position i of the epoch goes to shard
(i + offset) % num_shards and shards are not padded to equal size; the default -1 pads by wrapping round; an offset
above num_shards fails when read."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


class Src:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        return (np.array(i, np.int32),)

    def __len__(self):
        return self.n


def ids(d):
    return [int(r[0]) for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1)]


for n in (10, 7):
    for off in (-1, 0, 1, 2, 3):
        d = [ds.GeneratorDataset(Src(n), ["a"], sampler=ds.DistributedSampler(3, k, shuffle=False, offset=off))
             for k in range(3)]
        emit(f"rows_{n}_offset{off}", [ids(x) for x in d])
        emit(f"size_{n}_offset{off}", [x.get_dataset_size() for x in d])
emit("num_samples_offset", ids(ds.GeneratorDataset(Src(10), ["a"], sampler=ds.DistributedSampler(
    3, 1, shuffle=False, num_samples=2, offset=1))))
emit("numpy_slices_offset", ids(ds.NumpySlicesDataset(list(range(8)), sampler=ds.DistributedSampler(
    2, 1, shuffle=False, offset=1))))
ds.config.set_seed(3)
emit("shuffled_offset_sets", [sorted(ids(ds.GeneratorDataset(Src(10), ["a"], sampler=ds.DistributedSampler(
    3, k, shuffle=True, offset=2)))) for k in range(3)])
emit_error("offset_over_shards", lambda: ids(ds.GeneratorDataset(Src(10), ["a"], sampler=ds.DistributedSampler(
    3, 0, shuffle=False, offset=4))))
# shard_id / num_shards out of range: made, then a RuntimeError when read or sized
emit("bad_shard_id_made", type(ds.DistributedSampler(3, 3)).__name__)
emit_error("bad_shard_id_read", lambda: ids(ds.GeneratorDataset(Src(10), ["a"], sampler=ds.DistributedSampler(3, 3))))
emit_error("bad_shard_id_size", lambda: ds.GeneratorDataset(Src(10), ["a"], sampler=ds.DistributedSampler(3, 5)).get_dataset_size())
emit_error("zero_shards_read", lambda: ids(ds.GeneratorDataset(Src(10), ["a"], sampler=ds.DistributedSampler(0, 0))))
emit_error("negative_shard_id_read", lambda: ids(ds.GeneratorDataset(Src(10), ["a"], sampler=ds.DistributedSampler(2, -1))))
emit_error("float_shards", lambda: ds.DistributedSampler(2.0, 0))

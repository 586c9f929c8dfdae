"""num_shards/shard_id without shuffle: each shard's rows and batches in MindSpore's order."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)


class Source:
    def __init__(self, n):
        self.n = n

    def __getitem__(self, i):
        return np.array([i, 10 * i], np.int32), np.array(i, np.float32)

    def __len__(self):
        return self.n


for n, shards in [(10, 3), (10, 4), (8, 2), (5, 2), (3, 4)]:
    for sid in range(shards):
        data = ds.GeneratorDataset(Source(n), ["a", "b"], shuffle=False, num_shards=shards, shard_id=sid)
        emit(f"n{n}_s{shards}_{sid}_size", data.get_dataset_size())
        emit(f"n{n}_s{shards}_{sid}_batches", [tuple(b) for b in data.batch(2).create_tuple_iterator()])

data = ds.GeneratorDataset(Source(10), ["a", "b"], shuffle=False, num_shards=3, shard_id=1, num_samples=2)
emit("num_samples_shard", [tuple(b) for b in data.create_tuple_iterator(output_numpy=True)])
emit("dist_sampler", [r[0] for r in ds.GeneratorDataset(Source(6), ["a", "b"],
                                                        sampler=ds.DistributedSampler(4, 1, shuffle=False))])
emit("numpy_slices_shard", [r[0] for r in ds.NumpySlicesDataset(np.arange(7), ["x"], shuffle=False, num_shards=2,
                                                                shard_id=1)])
# with shuffle the shards still split the rows: together they cover every row once per wrap-round
rows = []
for sid in range(2):
    rows += [int(r[0].asnumpy()[0]) for r in ds.GeneratorDataset(Source(6), ["a", "b"], num_shards=2, shard_id=sid)]
emit("shuffled_shards_cover", sorted(rows))

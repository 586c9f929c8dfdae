"""split() of a random-access source (adapted from ut/python/dataset/test_split.py test_mappable_randomize_*,
test_mappable_sharding): MindSpore gives each split a copy of the source whose sampler chain picks the split's
range of a seeded permutation that stays the same every epoch, and use_sampler on a split replaces its last
sampler.  msgraph split a shuffle() of the source (another order) and its splits had no use_sampler."""
import numpy as np

import mindspore.dataset as ds
from _conf import emit
from _ds26_util import err, rows

MODES = ("pynative",)

ds.config.set_seed(53)
d = ds.GeneratorDataset(np.arange(10), ["x"], shuffle=False)
s1, s2 = d.split([0.8, 0.2])
emit("random_split", [rows(s1), rows(s2)])
emit("random_split_again", [rows(s1), rows(s2)])
emit("random_split_epochs", rows(s1.repeat(3)))
emit("sizes", [s1.get_dataset_size(), s2.get_dataset_size()])

ds.config.set_seed(7)
d = ds.NumpySlicesDataset(np.arange(8) * 10, ["x"], shuffle=False)
a, b, c = d.split([3, 3, 2])
emit("three_splits", [rows(a), rows(b), rows(c)])
a, b = d.split([5, 3], randomize=False)
emit("sequential_splits", [rows(a), rows(b)])
a.use_sampler(ds.DistributedSampler(2, 0, shuffle=False))
b.use_sampler(ds.DistributedSampler(2, 1, shuffle=False))
emit("sharded_after_split", [rows(a), rows(b), a.get_dataset_size()])
shuffled = ds.NumpySlicesDataset(np.arange(6), ["x"], shuffle=True)
x, y = shuffled.split([4, 2])
emit("split_of_shuffled_source", [rows(x), rows(y)])
err("split_sharded", lambda: ds.NumpySlicesDataset(np.arange(6), ["x"], num_shards=2, shard_id=0).split([2, 1]))

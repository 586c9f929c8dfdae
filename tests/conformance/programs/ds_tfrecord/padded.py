"""PaddedDataset (adapted from ut/python/dataset/test_paddeddataset.py test_GeneratorDataSet_Padded,
test_raise_error): msgraph had no PaddedDataset, nor the concat checks on a sharded concat's children."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def gen():
    for i in range(10):
        yield (np.array([i], np.int64),)


samples = [{"col1": np.array([100 + i], np.int64)} for i in range(4)]
p = ds.PaddedDataset(samples)
emit("names", p.get_col_names())
emit("size", p.get_dataset_size())
emit("rows", [r[0].tolist() for r in p.create_tuple_iterator(output_numpy=True, num_epochs=1)])
for n in (3, 8):
    for sid in range(n):
        d = ds.GeneratorDataset(gen, ["col1"]) + ds.PaddedDataset(samples)
        d.use_sampler(ds.DistributedSampler(num_shards=n, shard_id=sid, shuffle=False, num_samples=None))
        emit("shard_%d_%d" % (n, sid), [d.get_dataset_size(),
                                        [int(r[0][0]) for r in d.create_tuple_iterator(output_numpy=True,
                                                                                       num_epochs=1)]])
d = ds.PaddedDataset(samples).repeat(2).batch(3)
emit("repeat_batch", [r[0].tolist() for r in d.create_tuple_iterator(output_numpy=True, num_epochs=1)])

emit_error("empty", lambda: ds.PaddedDataset([]))
emit_error("not_list", lambda: ds.PaddedDataset({"a": 1}))
emit_error("not_dict", lambda: ds.PaddedDataset([1, 2]))
batched = ds.PaddedDataset(samples).batch(2) + ds.PaddedDataset(samples)
emit_error("batch_child", lambda: batched.use_sampler(ds.DistributedSampler(2, 0, shuffle=False)))

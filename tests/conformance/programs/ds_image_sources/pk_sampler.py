"""PKSampler over ImageFolderDataset (ut test_datasets_imagefolder test_pk_sampler, test_sampler_chain): msgraph had no
PKSampler.  MindSpore draws each class's rows with replacement from std::mt19937(seed + pass), classes sorted (or
shuffled once with shuffle=True); rows, sizes and argument errors recorded here (a seed is set: with the default
seed MindSpore draws from a random seed)."""
import os
import tempfile

import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)

ROOT = tempfile.mkdtemp()
for c, n in {"a": 5, "b": 2, "c": 4, "d": 1, "e": 3}.items():
    os.makedirs(os.path.join(ROOT, c))
    for i in range(n):
        with open(os.path.join(ROOT, c, f"{i}.jpg"), "wb") as f:
            f.write(bytes([0xFF, 0xD8, ord(c), i]))


def rows(data, epochs=1):
    it = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    return [[(int(r[1]), int(r[0][3])) for r in it] for _ in range(epochs)]


for seed in (0, 5, 123):
    ds.config.set_seed(seed)
    for kw in ({"num_val": 3}, {"num_val": 2, "shuffle": True}, {"num_val": 1, "num_samples": 3},
               {"num_val": 4, "shuffle": True, "num_samples": 7}):
        data = ds.ImageFolderDataset(ROOT, sampler=ds.PKSampler(**kw))
        emit(f"pk_{seed}_{sorted(kw.items())}", [data.get_dataset_size(), rows(data, 2)])

ds.config.set_seed(7)
parent = ds.SequentialSampler(start_index=1, num_samples=4)
parent.add_child(ds.PKSampler(2))
data = ds.ImageFolderDataset(ROOT, sampler=parent)
emit("pk_child", [data.get_dataset_size(), rows(data)])
emit("pk_repeat", rows(ds.ImageFolderDataset(ROOT, sampler=ds.PKSampler(2, shuffle=True)).repeat(2)))
emit_error("pk_float", lambda: ds.PKSampler(1.5))
emit_error("pk_num_class", lambda: ds.PKSampler(2, num_class=3))
emit_error("pk_shuffle_type", lambda: ds.PKSampler(2, shuffle=1))
emit_error("pk_num_samples", lambda: ds.PKSampler(2, num_samples=-1))
emit_error("pk_zero", lambda: rows(ds.ImageFolderDataset(ROOT, sampler=ds.PKSampler(0))))
emit_error("pk_with_shuffle", lambda: ds.ImageFolderDataset(ROOT, sampler=ds.PKSampler(2), shuffle=False))
emit_error("pk_with_shards", lambda: ds.ImageFolderDataset(ROOT, sampler=ds.PKSampler(2), num_shards=2, shard_id=0))
emit("labels_dtype", str(next(ds.ImageFolderDataset(ROOT, sampler=ds.PKSampler(1)).create_tuple_iterator(
    output_numpy=True))[1].dtype))
emit("pk_np", np.array(rows(ds.ImageFolderDataset(ROOT, sampler=ds.PKSampler(5)))[0]))

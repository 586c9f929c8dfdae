"""Cifar100Dataset (binary CIFAR-100: records of coarse label, fine label, 3x32x32 CHW pixels): msgraph had no
Cifar100Dataset (AttributeError). Records the columns, dtypes, shapes, HWC layout, usage/sampler/shard options and
errors.  MindSpore reads a fixed 10000 records from test.bin, so the file written here has 10000 (30 MB)."""
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
from _conf import emit

MODES = ("pynative",)
tmp = tempfile.mkdtemp()
root = os.path.join(tmp, "c100")
os.makedirs(root)
n = 10000
i = np.arange(n)
recs = np.zeros((n, 3074), np.uint8)
recs[:, 0] = (i + 3) % 20
recs[:, 1] = (i * 7 + 50) % 100
recs[:, 2:] = (np.arange(3072)[None] * 5 + i[:, None]) % 256
recs.tofile(os.path.join(root, "test.bin"))


def err(label, fn):
    try:
        emit(label, fn())
    except Exception as e:  # noqa: BLE001
        s = str(e)
        k = s.find("[ERROR]")
        cls = next(c for c in (TypeError, ValueError, RuntimeError, Exception) if isinstance(e, c)).__name__
        emit(label, (cls, (s[k:].splitlines()[0] if k >= 0 else s.splitlines()[0]).replace(tmp, "<tmp>")[:60]))


def labels(data):
    return [(int(c), int(f)) for _, c, f in data.create_tuple_iterator(num_epochs=1, output_numpy=True)]


d = ds.Cifar100Dataset(root, usage="test", shuffle=False, num_samples=3)
emit("cols", d.get_col_names())
emit("types", [str(t) for t in d.output_types()])
emit("shapes", d.output_shapes())
emit("size", (d.get_dataset_size(), ds.Cifar100Dataset(root, usage="test").get_dataset_size()))
rows = list(d.create_tuple_iterator(num_epochs=1, output_numpy=True))
emit("rows", [(r[0], r[1], r[2]) for r in rows])
emit("dict_keys", sorted(next(d.create_dict_iterator(num_epochs=1, output_numpy=True)).keys()))
emit("shard", labels(ds.Cifar100Dataset(root, usage="test", num_shards=3, shard_id=1, shuffle=False,
                                        num_samples=4)))
emit("shard_size", ds.Cifar100Dataset(root, usage="test", num_shards=3, shard_id=1).get_dataset_size())
emit("seq_sampler", labels(ds.Cifar100Dataset(root, usage="test", sampler=ds.SequentialSampler(5, 3))))
emit("subset_sampler", labels(ds.Cifar100Dataset(root, usage="test", sampler=ds.SubsetSampler([9, 2, 7]))))
emit("pk_classes", len({f for _, f in labels(ds.Cifar100Dataset(root, usage="test", sampler=ds.PKSampler(1)))}))
emit("pipeline", [(r[0].shape, r[1].tolist()) for r in ds.Cifar100Dataset(root, usage="test", shuffle=False)
                  .take(4).batch(2).create_tuple_iterator(num_epochs=1, output_numpy=True)])
err("bad_usage", lambda: ds.Cifar100Dataset(root, usage="valid"))
err("no_dir", lambda: ds.Cifar100Dataset(os.path.join(tmp, "nope")))
os.makedirs(os.path.join(tmp, "empty"))
err("no_files", lambda: labels(ds.Cifar100Dataset(os.path.join(tmp, "empty"), usage="test")))
err("bad_shard", lambda: ds.Cifar100Dataset(root, num_shards=2))
err("shuffle_and_sampler", lambda: ds.Cifar100Dataset(root, shuffle=True, sampler=ds.SequentialSampler()))
